import { useEffect, useState, useSyncExternalStore } from 'react';
import { readTimeZone } from './country/time-zone';
import { useChallengesI18n } from './i18n';
import { formatHours, openStatus, openStatusInWords } from './resources/open-status';
import type { ServiceHours } from './resources/service-hours';

const MINUTE = 60_000;

// The minute clock the "Open now" badges read: null on the server, in the prerendered HTML and
// while hydrating (so no page is ever saved saying "Open now"), then the current minute, set
// once the browser is idle after hydration and again at the start of every minute while the
// page is visible.
let minute: number | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
let idleStart: ReturnType<typeof setTimeout> | undefined;

function tick() {
  minute = Math.floor(Date.now() / MINUTE) * MINUTE;
  for (const listener of listeners) listener();
  schedule();
}

function schedule() {
  clearTimeout(timer);
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
  timer = setTimeout(tick, MINUTE - (Date.now() % MINUTE) + 20);
}

function onVisibilityChange() {
  if (document.visibilityState === 'hidden') clearTimeout(timer);
  else tick();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    document.addEventListener('visibilitychange', onVisibilityChange);
    // After hydration, when the browser has a moment: the first date maths loads the browser's
    // date data, a long task better kept out of the page's start.
    const whenIdle =
      typeof window.requestIdleCallback === 'function'
        ? (run: () => void) => window.requestIdleCallback(run, { timeout: 1000 })
        : (run: () => void) => (idleStart = setTimeout(run, 50));
    whenIdle(() => {
      if (listeners.size > 0) tick();
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      clearTimeout(idleStart);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      minute = null;
    }
  };
}

/** The current minute in the browser, or null on the server and until after hydration. */
export function useMinuteClock(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => minute,
    () => null,
  );
}

let visitorZone: Promise<string | undefined> | undefined;

/** Reads the visitor's time zone afresh next time (for tests that change it). */
export function forgetVisitorTimeZone(): void {
  visitorZone = undefined;
}

/** The visitor's time zone, read once per page after mount; undefined until then or unknown. */
export function useVisitorTimeZone(): string | undefined {
  const [zone, setZone] = useState<string | undefined>(undefined);
  useEffect(() => {
    let live = true;
    visitorZone ??= readTimeZone();
    void visitorZone.then((value) => {
      if (live) setZone(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return zone;
}

/** Props of `ServiceHoursView`. */
export interface ServiceHoursViewProps {
  /** The service's hours; undefined says "Hours not listed: check with them". */
  hours: ServiceHours | undefined;
}

/**
 * A service's hours in plain words, then, only in the browser after hydration, the visitor's
 * own time and an "Open now" / "Closed now, opens Monday at 10 a.m." badge, kept up to date each
 * minute while the page is visible. Unknown hours say so.
 */
export function ServiceHoursView({ hours }: ServiceHoursViewProps) {
  const i18n = useChallengesI18n();
  const now = useMinuteClock();
  const timeZone = useVisitorTimeZone();
  if (!hours) {
    return <p className="harbor-listing__hours">{i18n._('card.hoursNotListed')}</p>;
  }
  const moment = now === null ? null : new Date(now);
  const words =
    moment && timeZone
      ? formatHours(hours, { timeZone, now: moment }, i18n)
      : formatHours(hours, undefined, i18n);
  const status = moment ? openStatus(hours, moment) : null;
  const badge = moment && status ? openStatusInWords(status, hours, moment, timeZone, i18n) : null;
  const open = status?.state === 'open' || status?.state === 'always';
  return (
    <>
      <p className="harbor-listing__hours">
        <strong>{i18n._('card.hours')}</strong> {words}
      </p>
      {badge ? (
        <p
          className={`harbor-open-badge ${open ? 'harbor-open-badge--open' : 'harbor-open-badge--closed'}`}
        >
          {badge}
        </p>
      ) : null}
    </>
  );
}
