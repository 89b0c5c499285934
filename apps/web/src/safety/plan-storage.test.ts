// @vitest-environment jsdom
import { clearStoredKeys, keepOnDevice, setSharedComputerMode } from '@harbor-help/device-storage';
import { afterEach, describe, expect, it } from 'vitest';
import { addEntry, emptyPlan } from './plan';
import {
  PLAN_KEY,
  forgetPlan,
  keepPlanOnDevice,
  loadPlan,
  planKeeping,
  savePlan,
} from './plan-storage';

const plan = addEntry(emptyPlan(), 'reasons', 'My little brother');

afterEach(() => {
  keepOnDevice(PLAN_KEY, false);
  setSharedComputerMode(false);
  localStorage.clear();
  sessionStorage.clear();
});

describe('where the plan is kept', () => {
  it('is the registry’s safety plan key', () => {
    expect(PLAN_KEY).toBe('harbor:safety-plan');
  });

  it('by default, this tab only (sessionStorage)', () => {
    expect(planKeeping()).toBe('tab');
    expect(savePlan(plan)).toBe(true);
    expect(sessionStorage.getItem(PLAN_KEY)).toContain('My little brother');
    expect(localStorage.getItem(PLAN_KEY)).toBeNull();
    expect(loadPlan()).toEqual(plan);
  });

  it('on this device (localStorage) once the visitor chooses, and back to the tab', () => {
    savePlan(plan);
    keepPlanOnDevice(true);
    expect(planKeeping()).toBe('device');
    expect(localStorage.getItem(PLAN_KEY)).toContain('My little brother');
    expect(sessionStorage.getItem(PLAN_KEY)).toBeNull();
    keepPlanOnDevice(false);
    expect(planKeeping()).toBe('tab');
    expect(localStorage.getItem(PLAN_KEY)).toBeNull();
    expect(sessionStorage.getItem(PLAN_KEY)).toContain('My little brother');
  });

  it('in shared-computer mode, this page’s memory only, even when asked to keep it', () => {
    setSharedComputerMode(true);
    expect(planKeeping()).toBe('memory');
    keepPlanOnDevice(true);
    expect(planKeeping()).toBe('memory');
    expect(savePlan(plan)).toBe(true);
    expect(loadPlan()).toEqual(plan);
    expect(localStorage.getItem(PLAN_KEY)).toBeNull();
    expect(sessionStorage.getItem(PLAN_KEY)).toBeNull();
  });

  it('an empty plan is forgotten rather than kept', () => {
    savePlan(plan);
    savePlan(emptyPlan());
    expect(sessionStorage.getItem(PLAN_KEY)).toBeNull();
    expect(loadPlan()).toBeNull();
  });

  it('something unreadable under the key is no plan', () => {
    sessionStorage.setItem(PLAN_KEY, '{not json');
    expect(loadPlan()).toBeNull();
  });

  it('is emptied by forgetPlan and by "Clear this device" (and Quick exit), wherever it is', () => {
    savePlan(plan);
    forgetPlan();
    expect(loadPlan()).toBeNull();

    keepPlanOnDevice(true);
    savePlan(plan);
    expect(localStorage.getItem(PLAN_KEY)).not.toBeNull();
    expect(clearStoredKeys()).toContain(`local:${PLAN_KEY}`);
    expect(loadPlan()).toBeNull();
  });
});
