import { useId, type ReactNode } from 'react';

/** The props of `Section`. */
export interface SectionProps {
  /** The section's `<h2>`; the section is labelled by it. */
  title: ReactNode;
  /** The section's content, under its heading. */
  children: ReactNode;
  /** An id for in-page links (`#id`). */
  id?: string;
}

/** A titled part of a page (`<section>` labelled by its `<h2>`). */
export function Section({ title, children, id }: SectionProps) {
  const headingId = `${useId()}-heading`;
  return (
    <section id={id} className="harbor-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="harbor-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
