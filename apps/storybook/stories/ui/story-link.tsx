import type { LinkProps } from '@harbor-help/ui';

/**
 * Stands in for the app's router link in stories: looks and behaves like a link but stays on
 * the story instead of loading a page Storybook does not have.
 */
export function StoryLink({
  href,
  className,
  children,
  onClick,
  'aria-current': ariaCurrent,
}: LinkProps) {
  return (
    <a
      href={href}
      className={className}
      aria-current={ariaCurrent}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    >
      {children}
    </a>
  );
}
