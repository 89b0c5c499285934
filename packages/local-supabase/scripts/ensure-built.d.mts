/** Whether dist/ is older than the sources (or missing). */
export function isStale(): boolean;
/** Builds when stale; returns whether it built. Throws when the build fails. */
export function ensureBuilt(): boolean;
