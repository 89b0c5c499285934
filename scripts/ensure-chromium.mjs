#!/usr/bin/env node
// Makes sure Debian's Chromium, and the fonts the visual references were taken with, are available
// for the browser tests (apps/web/e2e, the story tests, the visual comparison).
// The tests never download a Playwright browser build: they drive /usr/bin/chromium.
//
// - /usr/bin/chromium present (or HARBOR_CHROMIUM pointing at an executable), and on Debian the
//   fonts of VISUAL_FONTS installed: nothing to do.
// - Otherwise, running as root with apt-get available (CI): installs what is missing
//   non-interactively and says so.
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

/**
 * The fonts the Storybook visual references (apps/storybook/visual/) were rendered with: Chromium
 * recommends them, but an install without recommends lacks them and draws text differently.
 */
const VISUAL_FONTS = ['fonts-dejavu-core', 'fonts-dejavu-extra', 'fonts-liberation'];

/** Debian packages of `names` that are not installed (none where there is no dpkg). */
function missingDebianPackages(names) {
  if (!commandExists('dpkg-query')) return [];
  return names.filter(
    (name) =>
      !/install ok installed/.test(
        spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' }).stdout ?? '',
      ),
  );
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasChromium = isExecutable(CHROMIUM);
const missingFonts = missingDebianPackages(VISUAL_FONTS);

if (hasChromium && missingFonts.length === 0) {
  console.log(`ensure-chromium: using ${CHROMIUM}`);
  process.exit(0);
}

if (isRoot && commandExists('apt-get')) {
  const packages = [...(hasChromium ? [] : ['chromium']), ...missingFonts];
  console.log(
    `ensure-chromium: installing ${packages.join(', ')} with apt-get (non-interactive)...`,
  );
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', ...packages]);
  if (!isExecutable(CHROMIUM)) {
    console.error(`ensure-chromium: apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
  console.log(`ensure-chromium: installed ${packages.join(', ')}`);
  process.exit(0);
}

if (hasChromium) {
  console.error(
    [
      `ensure-chromium: the visual comparison of the stories needs the fonts its references were taken with: ${missingFonts.join(', ')}.`,
      'Install them with:',
      `  sudo apt-get install -y ${missingFonts.join(' ')}`,
    ].join('\n'),
  );
  process.exit(1);
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
