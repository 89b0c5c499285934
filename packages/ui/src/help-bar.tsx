import { DefaultLink, type LinkComponent } from './link';
import type { NavItem } from './nav-items';
import type { QuickExitOptions } from './quick-exit';
import { QuickExitButton, QuickExitProgress, useQuickExitShortcut } from './quick-exit-button';

/** The props of `HelpBar`. */
export interface HelpBarProps {
  /**
   * The component links are rendered with (your router's link, say); default `DefaultLink`, a plain
   * `<a href>`.
   */
  linkComponent?: LinkComponent;
  /** The "Get help now" link (e.g. `{ label: 'Get help now', href: '/get-help' }`); none if left out. */
  getHelpLink?: NavItem | null | undefined;
  /** Quick exit's address, shortcut and clean-up (see `QuickExitOptions`); `false` for none. */
  quickExit?: QuickExitOptions | false | undefined;
}

/**
 * The strip at the top of every page: the help link (crisis lines in one tap) and "Quick exit".
 * It also listens for Quick exit's shortcut and shows its progress, so render exactly one per
 * page.
 */
export function HelpBar({
  linkComponent: Link = DefaultLink,
  getHelpLink,
  quickExit = {},
}: HelpBarProps) {
  const pressesLeft = useQuickExitShortcut(
    quickExit ? quickExit.url : undefined,
    quickExit ? quickExit.beforeExit : undefined,
    quickExit && quickExit.shortcut,
  );
  return (
    <div className="harbor-help-bar">
      <div className="harbor-help-bar__inner">
        {getHelpLink ? (
          <Link href={getHelpLink.href} className="harbor-help-bar__get-help">
            {getHelpLink.label}
          </Link>
        ) : null}
        {quickExit ? (
          <>
            <QuickExitButton
              exitUrl={quickExit.url}
              beforeLeave={quickExit.beforeExit}
              description={quickExit.description}
              shortcut={quickExit.shortcut}
            />
            <QuickExitProgress pressesLeft={pressesLeft} shortcut={quickExit.shortcut} />
          </>
        ) : null}
      </div>
    </div>
  );
}
