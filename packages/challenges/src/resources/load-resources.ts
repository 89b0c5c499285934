import type { Resource } from './resource-types';

/** Loads every service in the directory (its own chunk, so pages that do not list it stay small). */
export async function loadResources(): Promise<readonly Resource[]> {
  const module = await import('./resources');
  return module.resources;
}
