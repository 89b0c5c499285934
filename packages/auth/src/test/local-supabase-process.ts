/// <reference types="node" />
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export interface LocalSupabaseProcess {
  url: string;
  anonKey: string;
  /** The mail outbox (GET with the service-role key as `apikey`). */
  outboxUrl: string;
  serviceRoleKey: string;
  stop(): Promise<void>;
}

/**
 * Starts Harbor's local backend in a child Node process. PGlite cannot run
 * inside jsdom (its Blob lacks arrayBuffer), and the provider tests need jsdom.
 * The child stops its server when its stdin closes.
 */
export async function startLocalSupabaseProcess(
  dataDir: string,
  options: { confirmEmail?: boolean } = {},
): Promise<LocalSupabaseProcess> {
  const entry = pathToFileURL(
    createRequire(import.meta.url).resolve('@harbor-help/local-supabase'),
  ).href;
  const script = `
    const { startLocalSupabase } = await import(${JSON.stringify(entry)});
    const server = await startLocalSupabase({
      port: 0, dataDir: process.argv[1], reset: true, quiet: true, confirmEmail: process.argv[2] === 'confirm',
    });
    process.stdout.write(JSON.stringify({ url: server.url, anonKey: server.anonKey, outboxUrl: server.outboxUrl, serviceRoleKey: server.serviceRoleKey }) + '\\n');
    process.stdin.on('end', () => server.stop().then(() => process.exit(0)));
    process.stdin.resume();
  `;
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', script, dataDir, options.confirmEmail ? 'confirm' : 'auto'],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  type Started = Omit<LocalSupabaseProcess, 'stop'>;
  const started = await new Promise<Started>((resolve, reject) => {
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      const line = output.split('\n')[0];
      if (output.includes('\n') && line) resolve(JSON.parse(line) as Started);
    });
    child.once('exit', (code) => reject(new Error(`local backend exited with code ${code}`)));
  });
  return {
    ...started,
    async stop() {
      child.stdin.end();
      await exited;
    },
  };
}
