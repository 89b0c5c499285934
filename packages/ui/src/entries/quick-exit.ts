/**
 * `@harbor-help/ui/quick-exit`: Quick exit on its own. The button, the keyboard shortcut
 * (`SHIFT_THREE_TIMES`, built on `listenForShiftPresses`) and its progress, and
 * `leaveForNeutralSite`, for a page without the kit's layouts.
 */
export {
  QUICK_EXIT_MAX_WAIT_MS,
  QUICK_EXIT_URL,
  SHIFT_PRESSES_TO_EXIT,
  SHIFT_PRESS_WINDOW_MS,
  SHIFT_THREE_TIMES,
  leaveForNeutralSite,
  listenForShiftPresses,
  quickExitProgressText,
  shiftThreeTimesHint,
} from '../quick-exit';
export type {
  BeforeQuickExit,
  QuickExitOptions,
  QuickExitShortcut,
  QuickExitShortcutHandlers,
  ShiftPressOptions,
} from '../quick-exit';
export { QuickExitButton, QuickExitProgress, useQuickExitShortcut } from '../quick-exit-button';
export type { QuickExitButtonProps, QuickExitProgressProps } from '../quick-exit-button';
