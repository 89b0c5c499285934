// Where a function reads its configuration. On Supabase Edge Functions that is Deno.env (set
// with `supabase secrets set`); inside the local backend it is the map the backend passes to
// createHandler. Secrets are read here on the server only and never sent to a browser.

export interface FunctionEnv {
  get(name: string): string | undefined;
}

interface DenoLike {
  env: FunctionEnv;
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
}

function deno(): DenoLike | undefined {
  return (globalThis as { Deno?: DenoLike }).Deno;
}

/** The platform's environment: Deno.env on Supabase, process.env under Node. */
export function platformEnv(): FunctionEnv {
  const runtime = deno();
  if (runtime) return runtime.env;
  const processEnv = (globalThis as { process?: { env: Record<string, string | undefined> } })
    .process?.env;
  return { get: (name) => processEnv?.[name] };
}

/** Serves the handler when the module runs on Deno (Supabase Edge Functions); a no-op elsewhere. */
export function serveOnDeno(handler: (req: Request) => Promise<Response>): void {
  const runtime = deno();
  if (typeof runtime !== 'undefined') runtime.serve(handler);
}

/** A required setting; a missing one is a deployment mistake, answered with a 500. */
export function requireEnv(env: FunctionEnv, name: string): string {
  const value = env.get(name);
  if (!value) throw new ConfigError(`${name} is not set`);
  return value;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}
