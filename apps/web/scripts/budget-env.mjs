// @ts-check
/**
 * Budgets that can be overridden from the environment (INITIAL_JS_LIMIT_KB, PAGE_CHUNK_LIMIT_KB,
 * HOME_FIRST_LOAD_LIMIT_KB of check-bundle-size.mjs; OFFLINE_COPY_LIMIT_KB of
 * check-offline-copy.mjs), read strictly: a plain positive number of kB (1 kB = 1000 bytes), such
 * as `96.5`. Anything else (`96kB`, `1e3`, `abc`, `0`, `-5`) is refused with a message naming the
 * variable, never read as NaN: every comparison with NaN is false, so the budget would pass
 * whatever the size. Unset or empty means the budget written in the script.
 */

export class BudgetEnvError extends Error {}

/**
 * @param {string} name the environment variable
 * @param {number} fallback the budget when it is unset or empty, in kB
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {number} kB
 */
export function readBudgetKb(name, fallback, env = process.env) {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const text = raw.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) {
    throw new BudgetEnvError(
      `${name}=${JSON.stringify(raw)} is not a number of kB. Write a plain number, no unit (1 kB = 1000 bytes), for example ${name}=${fallback}.`,
    );
  }
  const value = Number(text);
  if (!(value > 0) || !Number.isFinite(value)) {
    throw new BudgetEnvError(`${name}=${JSON.stringify(raw)} must be more than 0 kB.`);
  }
  return value;
}

/**
 * readBudgetKb for a command line script: on a bad value, prints the message and exits 1.
 * @param {string} script the script's name, for the message
 * @param {string} name
 * @param {number} fallback
 * @returns {number}
 */
export function budgetKbOrExit(script, name, fallback) {
  try {
    return readBudgetKb(name, fallback);
  } catch (error) {
    if (!(error instanceof BudgetEnvError)) throw error;
    console.error(`${script}: ${error.message}`);
    process.exit(1);
  }
}
