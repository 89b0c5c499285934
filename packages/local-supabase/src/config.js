// @ts-check
// The settings of supabase/config.toml (the Supabase CLI's project file) that the local backend
// mirrors, read with a real TOML parser, so the local backend and a `supabase start` project
// never drift apart. Anything missing falls back to the hosted Supabase default.
import fs from 'node:fs';
import { parse } from 'smol-toml';

/**
 * @typedef {object} ProjectConfig
 * @property {number} maxRows `[api] max_rows`: the most rows one GET or function call returns (PostgREST's db-max-rows).
 * @property {string | null} siteUrl `[auth] site_url`
 * @property {string[]} additionalRedirectUrls `[auth] additional_redirect_urls`
 * @property {number | null} jwtExpirySeconds `[auth] jwt_expiry`
 * @property {number} refreshTokenReuseIntervalSeconds `[auth] refresh_token_reuse_interval`
 * @property {number} minimumPasswordLength `[auth] minimum_password_length`
 * @property {boolean} enableSignup `[auth] enable_signup` and `[auth.email] enable_signup`
 * @property {boolean} confirmEmail `[auth.email] enable_confirmations`
 * @property {Set<string>} functionsWithoutJwt `[functions.<name>] verify_jwt = false`
 */

/** Hosted Supabase's defaults, for a missing file or setting. */
export const DEFAULT_PROJECT_CONFIG = Object.freeze({
  maxRows: 1000,
  siteUrl: null,
  additionalRedirectUrls: [],
  jwtExpirySeconds: null,
  refreshTokenReuseIntervalSeconds: 10,
  minimumPasswordLength: 6,
  enableSignup: true,
  confirmEmail: false,
});

/** @param {unknown} value @returns {Record<string, unknown>} */
const table = (value) =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? /** @type {Record<string, unknown>} */ (value)
    : {};

/**
 * @param {unknown} value
 * @param {number} fallback
 * @param {string} name
 */
function nonNegativeInt(value, fallback, name) {
  if (value === undefined) return fallback;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  throw new Error(`supabase/config.toml: ${name} must be a whole number of 0 or more`);
}

/**
 * Reads the settings the local backend mirrors. A missing file gives the defaults; a file that
 * is not valid TOML is an error (the Supabase CLI would refuse it too).
 * @param {string} configFile
 * @returns {ProjectConfig}
 */
export function readProjectConfig(configFile) {
  if (!fs.existsSync(configFile)) {
    return { ...DEFAULT_PROJECT_CONFIG, functionsWithoutJwt: new Set() };
  }
  /** @type {Record<string, unknown>} */
  let config;
  try {
    config = parse(fs.readFileSync(configFile, 'utf8'));
  } catch (error) {
    throw new Error(
      `${configFile} is not valid TOML: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const api = table(config.api);
  const auth = table(config.auth);
  const email = table(auth.email);
  /** @type {Set<string>} */
  const functionsWithoutJwt = new Set();
  for (const [name, settings] of Object.entries(table(config.functions))) {
    if (table(settings).verify_jwt === false) functionsWithoutJwt.add(name);
  }
  return {
    maxRows: nonNegativeInt(api.max_rows, DEFAULT_PROJECT_CONFIG.maxRows, 'api.max_rows'),
    siteUrl: typeof auth.site_url === 'string' && auth.site_url ? auth.site_url : null,
    additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls)
      ? auth.additional_redirect_urls.filter((url) => typeof url === 'string')
      : [],
    jwtExpirySeconds:
      auth.jwt_expiry === undefined
        ? null
        : nonNegativeInt(auth.jwt_expiry, 3600, 'auth.jwt_expiry') || null,
    refreshTokenReuseIntervalSeconds: nonNegativeInt(
      auth.refresh_token_reuse_interval,
      DEFAULT_PROJECT_CONFIG.refreshTokenReuseIntervalSeconds,
      'auth.refresh_token_reuse_interval',
    ),
    minimumPasswordLength: Math.max(
      1,
      nonNegativeInt(
        auth.minimum_password_length,
        DEFAULT_PROJECT_CONFIG.minimumPasswordLength,
        'auth.minimum_password_length',
      ),
    ),
    enableSignup: auth.enable_signup !== false && email.enable_signup !== false,
    confirmEmail: email.enable_confirmations === true,
    functionsWithoutJwt,
  };
}
