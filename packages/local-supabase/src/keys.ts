import { SignJWT } from 'jose';

/** The well-known JWT secret of Supabase local development (`supabase start`). Never use it in production. */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The well-known local anon key, signed with {@link DEMO_JWT_SECRET} (iss supabase-demo, role anon). */
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

/** The well-known local service-role key, signed with {@link DEMO_JWT_SECRET}. */
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/**
 * Signs an API key (anon or service_role) the way Supabase's demo keys are made, so a
 * custom secret still gets matching keys without configuring them too.
 */
async function signApiKey(secret: string, role: 'anon' | 'service_role'): Promise<string> {
  return new SignJWT({ iss: 'supabase-demo', role, exp: 1983812996 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

export interface Keys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

export async function resolveKeys(
  options: { jwtSecret?: string; anonKey?: string; serviceRoleKey?: string },
  env: NodeJS.ProcessEnv,
): Promise<Keys> {
  const jwtSecret = options.jwtSecret ?? env.HARBOR_JWT_SECRET ?? DEMO_JWT_SECRET;
  if (jwtSecret.length < 32) throw new Error('The JWT secret must be at least 32 characters long.');
  const isDemoSecret = jwtSecret === DEMO_JWT_SECRET;
  const anonKey =
    options.anonKey ??
    env.HARBOR_ANON_KEY ??
    (isDemoSecret ? DEMO_ANON_KEY : await signApiKey(jwtSecret, 'anon'));
  const serviceRoleKey =
    options.serviceRoleKey ??
    env.HARBOR_SERVICE_ROLE_KEY ??
    (isDemoSecret ? DEMO_SERVICE_ROLE_KEY : await signApiKey(jwtSecret, 'service_role'));
  return { jwtSecret, anonKey, serviceRoleKey };
}
