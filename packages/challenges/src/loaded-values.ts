/**
 * What the page's on-demand content loaders have already loaded, readable synchronously: a page
 * whose content was preloaded (to prerender it, or before hydrating prerendered HTML) renders it
 * on the first render instead of a loading line.
 */
const loadedValues = new Map<string, unknown>();

/** Runs `load` and remembers its value under `key` once it resolves. */
export async function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
  const value = await load();
  loadedValues.set(key, value);
  return value;
}

/** The value loaded under `key`, or undefined when it has not finished loading. */
export function recall<T>(key: string): T | undefined {
  return loadedValues.get(key) as T | undefined;
}

/** Forgets everything loaded (tests: to load again from the start). */
export function forgetLoadedValues(): void {
  loadedValues.clear();
}
