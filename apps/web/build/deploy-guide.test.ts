// docs/deploy.md (issue 13) is checked against the repository it describes: every command it runs
// is one the repository has, every function and secret and Stripe event is named, and its nginx
// rules send the same headers as the generated `_headers`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IMMUTABLE, NO_CACHE, securityHeaders } from './hosting-rules.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const guide = read('docs/deploy.md');

interface PackageJson {
  name: string;
  packageManager?: string;
  scripts?: Record<string, string>;
}

/** Every workspace package.json by name, and the root's as ''. */
function packages(): Map<string, PackageJson> {
  const result = new Map<string, PackageJson>();
  result.set('', JSON.parse(read('package.json')) as PackageJson);
  for (const group of ['apps', 'packages'])
    for (const dir of readdirSync(path.join(repoRoot, group))) {
      const file = path.join(group, dir, 'package.json');
      if (!existsSync(path.join(repoRoot, file))) continue;
      const pkg = JSON.parse(read(file)) as PackageJson;
      result.set(pkg.name, pkg);
    }
  return result;
}

/** The text of every fenced block of a language. */
function fenced(text: string, language: string): string[] {
  return [...text.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map(
    ([, body]) => body ?? '',
  );
}

/** The words after `pnpm` of every pnpm command in the guide: its shell blocks and inline code. */
function pnpmCommands(text: string): string[][] {
  const sources = [...fenced(text, 'sh'), ...[...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1])];
  const commands: string[][] = [];
  for (const source of sources)
    for (const [, , words] of (source ?? '').matchAll(/\bpnpm(@[\d.]+)?((?:[ \t]+[^\s&|;\\`]+)*)/g))
      commands.push((words ?? '').trim().split(/\s+/).filter(Boolean));
  return commands;
}

describe('docs/deploy.md', () => {
  it('is linked from the README, whose two deploy lines build as the guide does', () => {
    const readme = read('README.md');
    expect(readme).toContain('](docs/deploy.md)');
    expect(readme).toContain('npx pnpm build --filter=@harbor-help/web...');
    expect(guide).toContain('npx pnpm build --filter=@harbor-help/web...');
  });

  it('runs only pnpm scripts the repository has, with the pinned pnpm', () => {
    const all = packages();
    const pinned = all.get('')?.packageManager?.replace(/^pnpm@/, '');
    for (const [, version] of guide.matchAll(/\bpnpm@([\d.]+)/g)) expect(version).toBe(pinned);

    const commands = pnpmCommands(guide);
    expect(commands.length).toBeGreaterThanOrEqual(3);
    for (const words of commands) {
      let filter: string | undefined;
      let script: string | undefined;
      for (let i = 0; i < words.length; i += 1) {
        const word = words[i] ?? '';
        if (word === '--filter') filter ??= words[(i += 1)];
        else if (word.startsWith('--filter=')) filter ??= word.slice('--filter='.length);
        else if (!word.startsWith('-') && script === undefined) {
          script = word;
          // Options after the script's name go to the script (turbo), not to pnpm.
          if (filter === undefined) filter = '';
          break;
        }
      }
      if (script === undefined || script === 'install') continue;
      const target = (filter ?? '').replace(/\.\.\.$/, '');
      const pkg = all.get(target);
      expect(pkg, `pnpm ${words.join(' ')}: no package ${target}`).toBeDefined();
      expect(
        pkg?.scripts?.[script],
        `pnpm ${words.join(' ')}: ${target || 'the root'} has no script "${script}"`,
      ).toBeDefined();
      // A filter given after the script's name is turbo's: the package must exist.
      const turboFilter = words.find((word) => word.startsWith('--filter='));
      if (turboFilter)
        expect(all.has(turboFilter.slice('--filter='.length).replace(/\.\.\.$/, ''))).toBe(true);
    }
  });

  it('names only files of the repository that exist', () => {
    const named = new Set<string>();
    for (const [, file] of guide.matchAll(
      /`(?:node )?((?:apps|packages|supabase|scripts|docs)\/[\w./-]+)`/g,
    ))
      if (file && !file.includes('/dist')) named.add(file.replace(/\/$/, ''));
    expect(named.size).toBeGreaterThan(3);
    for (const file of named) expect(existsSync(path.join(repoRoot, file)), file).toBe(true);
  });

  it('deploys every Edge Function and names every secret they read', () => {
    const functionsDir = path.join(repoRoot, 'supabase', 'functions');
    const functions = readdirSync(functionsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .map((entry) => entry.name);
    expect(functions).toContain('stripe-webhook');
    for (const name of functions) expect(guide, `function ${name}`).toContain(`\`${name}\``);

    const secrets = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.ts'))
          for (const [, name] of readFileSync(full, 'utf8').matchAll(
            /(?:env\.get\(|requireEnv\(env,\s*)'([A-Z][A-Z0-9_]+)'/g,
          ))
            if (name) secrets.add(name);
      }
    };
    walk(functionsDir);
    // Set by the platform on Supabase; used only by the local backend and its tests.
    const notForDeploy = [
      'SUPABASE_URL',
      'SUPABASE_SERVICE_ROLE_KEY',
      'STRIPE_API_URL',
      'MAILERLITE_API_URL',
      'HARBOR_ALLOW_LOOPBACK_ORIGINS',
      'HARBOR_LOCAL_MAIL_URL',
    ];
    expect([...secrets]).toEqual(expect.arrayContaining(['STRIPE_SECRET_KEY', 'SITE_URL']));
    for (const name of secrets)
      if (!notForDeploy.includes(name)) expect(guide, `secret ${name}`).toContain(name);
  });

  it('has Stripe send exactly the events the webhook handles', () => {
    const webhook = read('supabase/functions/stripe-webhook/index.ts');
    const handled = new Set([...webhook.matchAll(/case '([a-z_]+\.[a-z_.]+)':/g)].map((m) => m[1]));
    const listed = new Set(
      [...guide.matchAll(/`((?:checkout|customer|invoice|payment_intent|charge)\.[a-z_.]+)`/g)].map(
        (m) => m[1],
      ),
    );
    expect(handled.size).toBeGreaterThan(0);
    expect([...listed].sort()).toEqual([...handled].sort());
  });

  it('sets the three VITE_ variables the build reads, and states the auth settings of config.toml', () => {
    const turbo = JSON.parse(read('turbo.json')) as { tasks: { build: { env: string[] } } };
    const inGuide = new Set([...guide.matchAll(/\b(VITE_[A-Z_]+)\b/g)].map((m) => m[1]));
    expect([...inGuide].sort()).toEqual([...turbo.tasks.build.env].sort());

    const config = read('supabase/config.toml');
    expect(config).toMatch(/^refresh_token_reuse_interval = 10$/m);
    expect(guide).toContain('reuse interval of 10 seconds');
    expect(config).toMatch(/\[functions\.stripe-webhook\]\nverify_jwt = false/);
    expect(guide).toContain('`verify_jwt = false`');
  });

  it('gives nginx the same headers and caching as the generated _headers', () => {
    const nginx = fenced(guide, 'nginx').join('\n');
    const added = new Map<string, string[]>();
    for (const [, name, value] of nginx.matchAll(/add_header ([\w-]+) "([^"]*)" always;/g)) {
      if (!name || value === undefined) continue;
      added.set(name, [...(added.get(name) ?? []), value]);
    }
    for (const [name, value] of securityHeaders('csp')) {
      const values = added.get(name);
      expect(values, `${name} in the nginx snippet`).toBeDefined();
      // The two values that depend on the build are copied from the generated _headers.
      if (name === 'Content-Security-Policy' || name === 'Permissions-Policy')
        expect(values).toEqual(['<the value from apps/web/dist/_headers>']);
      else expect(values).toEqual([value]);
    }
    expect(new Set(added.get('Cache-Control'))).toEqual(new Set([IMMUTABLE, NO_CACHE]));
    expect(nginx).toMatch(
      /location \/assets\/ \{[^}]*add_header Cache-Control "public, max-age=31536000, immutable"/,
    );
    expect(nginx).toMatch(
      /location \/open-data\/hsds\/ \{[^}]*add_header Access-Control-Allow-Origin "\*" always;[^}]*default_type application\/json;/,
    );
    // Every location block sends the security headers (nginx drops outer add_header lines).
    const locations = [...nginx.matchAll(/location [^{]+\{([^}]*)\}/g)].map((m) => m[1] ?? '');
    for (const block of locations.filter((body) => body.includes('add_header')))
      expect(block).toContain('include snippets/harbor-security.conf;');
  });

  it("smoke-tests each security header of issue 13's targets after a deploy", () => {
    const smoke = guide.slice(guide.indexOf('smoke test'));
    for (const header of [
      'content-security-policy',
      'referrer-policy: no-referrer',
      'x-content-type-options: nosniff',
      'permissions-policy',
      'cross-origin-opener-policy: same-origin',
      'strict-transport-security',
      'cache-control: public, max-age=31536000, immutable',
    ])
      expect(smoke).toContain(header);
  });
});
