/**
 * What a plan switched in place said (checkout's `{ changed, message }`), kept for the page's
 * "This is your current plan" view: the button that made the change is replaced by that view as
 * soon as the member's data is read again, so the words live here rather than in the button.
 */
import { useSyncExternalStore } from 'react';

let current: string | null = null;
const listeners = new Set<() => void>();

export function announcePlanChange(message: string | null): void {
  current = message;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function usePlanChangeNotice(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

/** The last plan change, said as a status (nothing when there was none). */
export function PlanChangedNotice() {
  const message = usePlanChangeNotice();
  return (
    <p className={message ? 'web-notice money-success' : undefined} role="status">
      {message}
    </p>
  );
}
