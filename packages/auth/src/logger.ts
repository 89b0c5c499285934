/**
 * Where `@harbor-help/auth` reports what went wrong (the spec's "logged"). `console` is one:
 * pass `logger: console` to see everything. Each call is a label (`'Error signing in:'`, …) and
 * the error.
 *
 * - `error`: a failure nobody asked for: the service could not be reached or failed (5xx), a
 *   profile or membership read failed, sign-out failed, the client could not load.
 * - `warn`: the service said no to what the person typed or asked: a wrong password, an address
 *   already registered, a repeat within the service's rate limit (any 4xx auth answer). Expected
 *   in normal use, so never an `error`.
 */
export interface AuthLogger {
  /** Called for a failure nobody asked for, with a label and the error (required). */
  error(message: string, ...details: unknown[]): void;
  /**
   * Called for a refusal of what the person typed or asked (a 4xx answer); optional, not logged
   * when absent.
   */
  warn?(message: string, ...details: unknown[]): void;
}

/**
 * The logger used when none is given: failures go to `console.error`; refusals (`warn`) are not
 * logged at all, so a wrong password leaves the console clean.
 */
export const defaultAuthLogger: AuthLogger = {
  // Looked up at each call, so a console replaced later (tests, error trackers) is the one used.
  error: (message, ...details) => console.error(message, ...details),
};
