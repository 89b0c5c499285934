import { recall, remember } from '../loaded-values';
import type { Resource } from './resource-types';

/** Loads every service in the directory (its own chunk, so pages that do not list it stay small). */
export function loadResources(): Promise<readonly Resource[]> {
  return remember('resources', async () => (await import('./resources')).resources);
}

/** Every service when the directory is already loaded, else undefined. */
export function peekResources(): readonly Resource[] | undefined {
  return recall('resources');
}
