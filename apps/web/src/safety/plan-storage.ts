import {
  STORED_KEYS,
  isKeptOnDevice,
  isSharedComputerMode,
  keepOnDevice,
  keptStore,
} from '@harbor-help/device-storage';
import { isEmptyPlan, parsePlan, planToJson, type SafetyPlan } from './plan';

/** The plan's key in the storage registry (`STORED_KEYS.safetyPlan`). */
export const PLAN_KEY = STORED_KEYS.safetyPlan.key;

/**
 * Where the plan is kept: `'memory'` in shared-computer mode (this page only: gone on reload or
 * when the tab closes), `'device'` when the visitor chose "Keep this on this device"
 * (`localStorage`), else `'tab'` (`sessionStorage`: gone when the tab closes).
 */
export type PlanKeeping = 'memory' | 'tab' | 'device';

export function planKeeping(): PlanKeeping {
  if (isSharedComputerMode()) return 'memory';
  return isKeptOnDevice(PLAN_KEY) ? 'device' : 'tab';
}

/** The plan kept from before, or null (none, or not readable as a plan). Never throws. */
export function loadPlan(): SafetyPlan | null {
  const stored = keptStore.getItem(PLAN_KEY);
  if (stored === null) return null;
  try {
    return parsePlan(JSON.parse(stored));
  } catch {
    return null;
  }
}

/**
 * Keeps the plan where `planKeeping()` says (an empty plan is forgotten instead). False when the
 * browser would not keep it. Nothing is sent anywhere.
 */
export function savePlan(plan: SafetyPlan): boolean {
  if (isEmptyPlan(plan)) {
    keptStore.removeItem(PLAN_KEY);
    return true;
  }
  return keptStore.setItem(PLAN_KEY, planToJson(plan));
}

/** Forgets the plan wherever it is kept. */
export function forgetPlan(): void {
  keptStore.removeItem(PLAN_KEY);
}

/** The visitor's choice: keep the plan on this device, or in this tab only. Moves what is kept. */
export function keepPlanOnDevice(on: boolean): boolean {
  return keepOnDevice(PLAN_KEY, on);
}
