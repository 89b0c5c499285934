#!/usr/bin/env node
// Makes sure Debian's Chromium is available for the browser tests (apps/web/e2e).
// The tests never download a Playwright browser build: they drive /usr/bin/chromium.
//
// - /usr/bin/chromium present (or HARBOR_CHROMIUM pointing at an executable): nothing to do.
// - Otherwise, running as root with apt-get available (CI): installs the `chromium`
//   package non-interactively and says so.
// - Otherwise: prints how to install it and exits with status 1.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const CHROMIUM = process.env.HARBOR_CHROMIUM || '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function commandExists(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(
      `ensure-chromium: \`${command} ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}).`,
    );
    process.exit(1);
  }
}

if (isExecutable(CHROMIUM)) {
  console.log(`ensure-chromium: using ${CHROMIUM}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

if (isRoot && commandExists('apt-get')) {
  console.log(
    `ensure-chromium: ${CHROMIUM} not found; installing the Debian "chromium" package with apt-get (non-interactive)...`,
  );
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']);
  if (!isExecutable(CHROMIUM)) {
    console.error(`ensure-chromium: apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
  console.log(`ensure-chromium: installed ${CHROMIUM}`);
  process.exit(0);
}

console.error(
  [
    `ensure-chromium: the browser tests need Debian's Chromium at ${CHROMIUM}, and it is not installed.`,
    isRoot
      ? 'apt-get is not available here, so it cannot be installed automatically.'
      : 'Installing it needs root, so it was not installed automatically.',
    'Install it with:',
    '  sudo apt-get update && sudo apt-get install -y chromium',
    'or point HARBOR_CHROMIUM at another Chromium executable, then run the tests again.',
    '(The tests never download a Playwright browser build.)',
  ].join('\n'),
);
process.exit(1);
