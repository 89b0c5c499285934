import { isSharedComputerMode, subscribeToSharedComputerMode } from '@harbor-help/device-storage';
import { useSyncExternalStore } from 'react';

/**
 * Whether this tab is in shared-computer mode, kept up to date. False while prerendering and in
 * the first (hydrating) render, then the tab's own answer: the prerendered HTML says nothing
 * about the visitor.
 */
export function useSharedComputerMode(): boolean {
  return useSyncExternalStore(subscribeToSharedComputerMode, isSharedComputerMode, () => false);
}
