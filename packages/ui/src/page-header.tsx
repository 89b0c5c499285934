import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's one `<h1>`. */
  title: ReactNode;
  /** A sentence or two under the title. */
  intro?: ReactNode;
}

/** The top of a content page: its heading and an optional introduction. */
export function PageHeader({ title, intro }: PageHeaderProps) {
  return (
    <div className="harbor-page-header">
      <h1 className="harbor-page-header__title">{title}</h1>
      {intro ? <p className="harbor-page-header__intro">{intro}</p> : null}
    </div>
  );
}
