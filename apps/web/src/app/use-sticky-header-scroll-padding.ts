import { useEffect } from 'react';

/** Room kept between the sticky header and whatever the browser scrolls to. */
const GAP_PX = 16;

/**
 * Keeps whatever the browser scrolls into view (a focused link, an in-page #target) clear of the
 * sticky header (WCAG 2.4.11 Focus Not Obscured), by setting the page's scroll-padding-top to the
 * header's real height. That height changes with the window width and the text size (the
 * navigation wraps), so it is measured rather than guessed. Runs in an effect only.
 */
export function useStickyHeaderScrollPadding(): void {
  useEffect(() => {
    const header = document.querySelector('header');
    const root = document.documentElement;
    if (!header || typeof ResizeObserver === 'undefined') return;

    const update = () => {
      root.style.setProperty(
        'scroll-padding-top',
        `${header.getBoundingClientRect().height + GAP_PX}px`,
      );
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
    };
  }, []);
}
