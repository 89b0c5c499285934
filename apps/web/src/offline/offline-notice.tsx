import { useOnline } from '@harbor-help/ui';

export const OFFLINE_NOTICE = "You're offline. Phone numbers still work.";

/**
 * The short notice at the top of every page while the browser is offline. A polite live region
 * that is always there (empty while online, and in the prerendered HTML), so screen readers hear
 * the notice when the connection drops; a page opened offline shows it at once. `text`: the
 * notice in the page's language (a Spanish page's, from its chrome; issue 25).
 */
export function OfflineNotice({ text = OFFLINE_NOTICE }: { text?: string }) {
  const online = useOnline();
  return (
    <div aria-live="polite" className="web-offline">
      {online ? null : <p className="web-offline__notice">{text}</p>}
    </div>
  );
}
