// The settings of supabase/config.toml (the Supabase CLI's project file) that the local backend
// mirrors, read with a real TOML parser, so the local backend and a `supabase start` project
// never drift apart. Anything missing falls back to the hosted Supabase default.
import fs from 'node:fs';
import { parse } from 'smol-toml';

export interface BucketConfig {
  public: boolean;
  /** Folder whose files are uploaded to the bucket at start, relative to supabase/. */
  objectsPath: string | null;
}

export interface ProjectConfig {
  /** `[api] max_rows`: the most rows one GET or function call returns (PostgREST's db-max-rows). */
  maxRows: number;
  /** `[auth] site_url` */
  siteUrl: string | null;
  /** `[auth] additional_redirect_urls` */
  additionalRedirectUrls: string[];
  /** `[auth] jwt_expiry` */
  jwtExpirySeconds: number | null;
  /** `[auth] refresh_token_reuse_interval` */
  refreshTokenReuseIntervalSeconds: number;
  /** `[auth] minimum_password_length` */
  minimumPasswordLength: number;
  /** `[auth] enable_signup` and `[auth.email] enable_signup` */
  enableSignup: boolean;
  /** `[auth.email] enable_confirmations` */
  confirmEmail: boolean;
  /** `[functions.<name>] verify_jwt = false` */
  functionsWithoutJwt: Set<string>;
  /** `[storage.buckets.<name>]` with `public` and `objects_path` */
  buckets: Map<string, BucketConfig>;
  /**
   * `[auth.email.template.confirmation]` and `[auth.email.template.recovery]`: the subject and
   * the body's file (`content_path`, relative to the folder that holds supabase/, as the Supabase
   * CLI reads it). Left out: Supabase's own default.
   */
  emailTemplates: Partial<Record<EmailTemplateKind, EmailTemplateConfig>>;
}

/** The auth emails the local backend sends. */
export type EmailTemplateKind = 'confirmation' | 'recovery';

export interface EmailTemplateConfig {
  subject: string | null;
  contentPath: string | null;
}

/** Hosted Supabase's defaults, for a missing file or setting. */
const DEFAULT_PROJECT_CONFIG = Object.freeze({
  maxRows: 1000,
  siteUrl: null,
  additionalRedirectUrls: [],
  jwtExpirySeconds: null,
  refreshTokenReuseIntervalSeconds: 10,
  minimumPasswordLength: 6,
  enableSignup: true,
  confirmEmail: false,
});

const table = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function nonNegativeInt(value: unknown, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  throw new Error(`supabase/config.toml: ${name} must be a whole number of 0 or more`);
}

/**
 * Reads the settings the local backend mirrors. A missing file gives the defaults; a file that
 * is not valid TOML is an error (the Supabase CLI would refuse it too).
 */
export function readProjectConfig(configFile: string): ProjectConfig {
  if (!fs.existsSync(configFile)) {
    return {
      ...DEFAULT_PROJECT_CONFIG,
      additionalRedirectUrls: [],
      functionsWithoutJwt: new Set(),
      buckets: new Map(),
      emailTemplates: {},
    };
  }
  let config: Record<string, unknown>;
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
  const functionsWithoutJwt = new Set<string>();
  for (const [name, settings] of Object.entries(table(config.functions))) {
    if (table(settings).verify_jwt === false) functionsWithoutJwt.add(name);
  }
  const buckets = new Map<string, BucketConfig>();
  for (const [name, settings] of Object.entries(table(table(config.storage).buckets))) {
    if (!/^[a-z0-9_-]{1,63}$/.test(name)) continue;
    const bucket = table(settings);
    buckets.set(name, {
      public: bucket.public === true,
      objectsPath:
        typeof bucket.objects_path === 'string' && bucket.objects_path ? bucket.objects_path : null,
    });
  }
  const emailTemplates: ProjectConfig['emailTemplates'] = {};
  for (const kind of ['confirmation', 'recovery'] as const) {
    const template = table(table(email.template)[kind]);
    const subject = typeof template.subject === 'string' ? template.subject : null;
    const contentPath = typeof template.content_path === 'string' ? template.content_path : null;
    if (subject !== null || contentPath !== null) emailTemplates[kind] = { subject, contentPath };
  }
  return {
    maxRows: nonNegativeInt(api.max_rows, DEFAULT_PROJECT_CONFIG.maxRows, 'api.max_rows'),
    siteUrl: typeof auth.site_url === 'string' && auth.site_url ? auth.site_url : null,
    additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls)
      ? auth.additional_redirect_urls.filter((url): url is string => typeof url === 'string')
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
    buckets,
    emailTemplates,
  };
}
