import { CRISIS_LINES } from '@harbor-help/challenges';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSharedComputerMode } from '../account/use-shared-computer-mode';
import { crisisLineEntries, emptyPlan, isEmptyPlan, type SafetyPlan } from './plan';
import {
  forgetPlan,
  keepPlanOnDevice,
  loadPlan,
  planKeeping,
  savePlan,
  type PlanKeeping,
} from './plan-storage';

/** How long typing must pause before the plan is kept. */
export const PLAN_SAVE_DELAY_MS = 400;

/** The US crisis lines, as a new English plan lists them. */
const US_LINE_ENTRIES = crisisLineEntries(CRISIS_LINES);

/**
 * A new plan: `lineEntries` (the crisis lines of the visitor's country, in the page's language;
 * the US lines in English unless given) under "Professionals and crisis lines", the rest empty.
 */
export function startingPlan(lineEntries: readonly string[] = US_LINE_ENTRIES): SafetyPlan {
  return { ...emptyPlan(), professionals: lineEntries };
}

/**
 * Whether the plan on screen is the visitor's own: something written, and not only the crisis
 * lines a new plan starts with. Opening a plan file over it, or deleting it, asks first.
 */
export function isOwnPlan(
  plan: SafetyPlan,
  lineEntries: readonly string[] = US_LINE_ENTRIES,
): boolean {
  if (isEmptyPlan(plan)) return false;
  return JSON.stringify(plan) !== JSON.stringify(startingPlan(lineEntries));
}

/**
 * What the page says about the plan: `'restored'` (kept from earlier, put back), `'saved'`
 * (kept after the latest change), `'not-saved'` (the browser would not keep it), or `'none'`.
 */
export type PlanStatus = 'none' | 'restored' | 'saved' | 'not-saved';

/**
 * The visitor's plan on this page: put back from where it was kept after mount, kept as they type
 * (after a short pause, and at once when the page is hidden or left), never sent anywhere.
 * Until they change something, a new plan follows their country's crisis lines (`prefill`).
 * `firstLines` is what a new plan lists before the visitor's country is known (the page's
 * prerendered plan): the US lines, in the page's language.
 */
export function useSafetyPlan(firstLines: readonly string[] = US_LINE_ENTRIES) {
  const sharedComputer = useSharedComputerMode();
  const [plan, setPlan] = useState<SafetyPlan>(() => startingPlan(firstLines));
  const [keeping, setKeeping] = useState<PlanKeeping>('tab');
  const [status, setStatus] = useState<PlanStatus>('none');
  // Only what the visitor did is kept: never the starting plan over one not yet put back.
  const edited = useRef(false);
  const restored = useRef(false);
  const latest = useRef(plan);
  latest.current = plan;

  const write = useCallback(() => {
    if (!edited.current) return;
    setStatus(savePlan(latest.current) ? 'saved' : 'not-saved');
  }, []);

  // Put back the plan kept earlier, once, after mount (storage is never read while rendering).
  useEffect(() => {
    const stored = loadPlan();
    if (stored && !edited.current) {
      restored.current = true;
      setPlan(stored);
      setStatus('restored');
    }
  }, []);

  useEffect(() => {
    setKeeping(planKeeping());
  }, [sharedComputer]);

  // Keep it after a pause in typing.
  useEffect(() => {
    if (!edited.current) return;
    const timer = setTimeout(write, PLAN_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [plan, write]);

  // Keep it at once when the page goes away (reload, tab closed, app switched) or the visitor
  // follows a link within the site.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') write();
    };
    window.addEventListener('pagehide', write);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', write);
      document.removeEventListener('visibilitychange', onVisibility);
      write();
    };
  }, [write]);

  /** Changes the plan (the visitor did something): it is kept after a short pause. */
  const change = useCallback((next: (current: SafetyPlan) => SafetyPlan) => {
    edited.current = true;
    setPlan(next);
  }, []);

  /** A new plan shows these crisis lines, until the visitor changes something. */
  const prefill = useCallback((lineEntries: readonly string[]) => {
    if (edited.current || restored.current) return;
    setPlan(startingPlan(lineEntries));
  }, []);

  /** Replaces the plan with one opened from a file, and keeps it at once. */
  const replace = useCallback(
    (opened: SafetyPlan) => {
      edited.current = true;
      latest.current = opened;
      setPlan(opened);
      write();
    },
    [write],
  );

  /** The visitor's choice: on this device, or in this tab only. Keeps the plan there at once. */
  const keepOnThisDevice = useCallback(
    (on: boolean) => {
      keepPlanOnDevice(on);
      setKeeping(planKeeping());
      edited.current = true;
      write();
    },
    [write],
  );

  /** Forgets the plan wherever it is kept, and starts a new one. */
  const remove = useCallback((lineEntries: readonly string[]) => {
    forgetPlan();
    keepPlanOnDevice(false);
    edited.current = false;
    restored.current = false;
    setPlan(startingPlan(lineEntries));
    setKeeping(planKeeping());
    setStatus('none');
  }, []);

  return { plan, change, prefill, replace, keeping, keepOnThisDevice, status, remove };
}
