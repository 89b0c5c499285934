import { useSyncExternalStore } from 'react';
import { readMyList, subscribeToMyList, type MyList } from './my-list';

const notRead = () => null;

/**
 * The saved services' ids, kept up to date; null while prerendering and in the first (hydrating)
 * render, since the prerendered page says nothing about the visitor.
 */
export function useMyList(): MyList | null {
  return useSyncExternalStore<MyList | null>(subscribeToMyList, readMyList, notRead);
}
