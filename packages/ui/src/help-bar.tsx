import { DefaultLink, type LinkComponent } from './link';
import { GET_HELP_HREF, QUICK_EXIT_URL } from './quick-exit';
import type { BeforeQuickExit } from './quick-exit';
import { QuickExitButton, QuickExitProgress, useQuickExitShortcut } from './quick-exit-button';

export interface HelpBarProps {
  linkComponent?: LinkComponent;
  /** Where Quick exit goes. Defaults to `QUICK_EXIT_URL`. */
  quickExitUrl?: string;
  /** Where "Get help now" goes. Defaults to `GET_HELP_HREF` (the crisis lines). */
  getHelpHref?: string;
  /** Run on the way out by Quick exit and its shortcut (see `leaveForNeutralSite`). */
  beforeQuickExit?: BeforeQuickExit;
}

/**
 * The strip at the top of every page: "Get help now" (crisis lines in one tap) and "Quick
 * exit". It also listens for the Shift ×3 shortcut and shows its progress, so render exactly one
 * per page.
 */
export function HelpBar({
  linkComponent: Link = DefaultLink,
  quickExitUrl = QUICK_EXIT_URL,
  getHelpHref = GET_HELP_HREF,
  beforeQuickExit,
}: HelpBarProps) {
  const pressesLeft = useQuickExitShortcut(quickExitUrl, beforeQuickExit);
  return (
    <div className="harbor-help-bar">
      <div className="harbor-help-bar__inner">
        <Link href={getHelpHref} className="harbor-help-bar__get-help">
          Get help now
        </Link>
        <QuickExitButton exitUrl={quickExitUrl} beforeLeave={beforeQuickExit} />
        <QuickExitProgress pressesLeft={pressesLeft} />
      </div>
    </div>
  );
}
