import type { ReactNode } from 'react';

/**
 * On a Spanish page (issue 25): a link to a page that is still in English, with Spanish words,
 * `hreflang="en"`, and " (en inglés)" after it, so a Spanish speaker knows before following it.
 * A plain link: the English page is a new document in the other language.
 */
export function InEnglish({ href, children }: { href: string; children: ReactNode }) {
  return (
    <>
      <a href={href} hrefLang="en">
        {children}
      </a>
      {' (en inglés)'}
    </>
  );
}
