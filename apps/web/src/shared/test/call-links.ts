/**
 * The call and text links of a rendered page, for the tests that hold a Spanish page to its
 * English one (issue 25: the same `tel:` and `sms:` targets in both languages).
 */
function linkTargets(container: HTMLElement): string[] {
  return Array.from(
    container.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"], a[href^="sms:"]'),
  ).map((link) => link.getAttribute('href') ?? '');
}

/** Every distinct `tel:` and `sms:` link target in the page, sorted. */
export function callAndTextTargets(container: HTMLElement): string[] {
  return [...new Set(linkTargets(container))].sort();
}

/** The numbers the page's call and text links reach, sorted (`sms:988?&body=AYUDA` is `sms:988`). */
export function numbersReached(container: HTMLElement): string[] {
  return [...new Set(linkTargets(container).map((href) => href.replace(/\?.*$/, '')))].sort();
}
