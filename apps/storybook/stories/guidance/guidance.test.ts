import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readingGrade } from '../../../web/src/reading/grade';
import { CHALLENGES_GUIDANCE } from './challenges';
import type { Guidance } from './guidance';
import { PACKAGE_GUIDANCE } from './packages';
import { UI_GUIDANCE } from './ui';

const ALL: [string, Guidance][] = [
  ...Object.entries(UI_GUIDANCE),
  ...Object.entries(CHALLENGES_GUIDANCE),
  ...Object.entries(PACKAGE_GUIDANCE),
];

/**
 * The guidance as a reader meets it: each line a sentence (a list item ends one, as in the site's
 * own reading check), a code name such as `SubmissionForm` read as one short word.
 */
function prose(guidance: Guidance): string {
  return Object.values(guidance)
    .flat()
    .map((line: string) => line.replace(/`[^`]*`/g, 'it').replace(/[^.!?…"”]$/, '$&.'))
    .join('\n');
}

describe.each(ALL)('the guidance for %s', (_name, guidance) => {
  it('says when to use it, when not, its words, and its keyboard and focus', () => {
    expect(guidance.use.length).toBeGreaterThan(0);
    expect(guidance.avoid.length).toBeGreaterThan(0);
    expect(guidance.words.length).toBeGreaterThan(0);
    expect(guidance.keyboard.length).toBeGreaterThan(0);
  });

  it('reads at grade 8 or lower (Flesch-Kincaid, as the site is checked)', () => {
    expect(readingGrade(prose(guidance)).grade).toBeLessThanOrEqual(8);
  });
});

describe('readingGrade on guidance', () => {
  it('fails hard text, so the check above can fail', () => {
    const hard: Guidance = {
      use: [
        'Utilise this component whenever authentication-related asynchronous notifications necessitate immediate acknowledgement.',
      ],
      avoid: ['Circumstances involving unrecoverable infrastructural misconfiguration.'],
      words: ['Communicate unambiguously, prioritising comprehensibility.'],
      keyboard: ['Programmatic focus management accommodates assistive technologies.'],
    };
    expect(readingGrade(prose(hard)).grade).toBeGreaterThan(8);
  });
});

// Every docs page has guidance: each story file with an autodocs page passes it to guidedDocs,
// and each package page that documents a package renders a GuidanceBlock.
const storiesDir = new URL('../', import.meta.url);
const files = readdirSync(storiesDir, { recursive: true, encoding: 'utf8' });

const autodocsStories = files
  .filter((file) => /\.stories\.tsx$/.test(file))
  .map((file) => [file, readFileSync(new URL(file, storiesDir), 'utf8')] as const)
  .filter(([, source]) => /tags: \[[^\]]*'autodocs'/.test(source));

it('finds the story files with docs pages', () => {
  expect(autodocsStories.length).toBeGreaterThan(20);
});

describe.each(autodocsStories)('%s', (_file, source) => {
  it('gives its docs page guidance', () => {
    expect(source).toMatch(/guidedDocs\((UI|CHALLENGES|PACKAGE)_GUIDANCE\.\w+\)/);
  });
});

describe.each(['auth/auth.mdx', 'journey/journey.mdx'])('%s', (file) => {
  it('shows the package guidance', () => {
    expect(readFileSync(new URL(file, storiesDir), 'utf8')).toMatch(
      /<GuidanceBlock guidance=\{PACKAGE_GUIDANCE\.\w+\} \/>/,
    );
  });
});
