import type { ReactNode, Ref } from 'react';

/** The props of `PageHeader`. */
export interface PageHeaderProps {
  /** The page's one `<h1>`. */
  title: ReactNode;
  /** A sentence or two under the title. */
  intro?: ReactNode;
  /**
   * A ref to the `<h1>`, which then takes focus from script (`tabIndex={-1}`): for a page that
   * swaps its content in place (a form replaced by its outcome), so focus is not lost with it.
   */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The top of a content page: its heading and an optional introduction. */
export function PageHeader({ title, intro, headingRef }: PageHeaderProps) {
  return (
    <div className="harbor-page-header">
      <h1
        className="harbor-page-header__title"
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
      >
        {title}
      </h1>
      {intro ? <p className="harbor-page-header__intro">{intro}</p> : null}
    </div>
  );
}
