#!/usr/bin/env node
// @ts-check
/**
 * Measures the safety screen (src/safety-screen/safety-screen.ts, docs/safety-screen.md) on its
 * labelled set (src/safety-screen/safety-labelled.json): prints precision and recall per language
 * and in all, and every text it gets wrong, then fails when recall on the danger texts is under
 * MIN_RECALL (in all, or in either language). Precision is printed, not enforced: a false alarm
 * shows a visitor a calm box and the team one more urgent item; a miss leaves someone in danger
 * with "we'll reply in two days".
 *
 *   pnpm --filter @harbor-help/web check:safety-screen      (or `pnpm check:safety-screen` at the root)
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const MIN_RECALL = 0.95;

const root = fileURLToPath(new URL('..', import.meta.url));
/** @type {{ module: typeof import('../src/safety-screen/screen-measure') }} */
const { module: measure } = await runnerImport('/src/safety-screen/screen-measure.ts', {
  root,
  configFile: false,
  logLevel: 'error',
});
/** @type {{ module: { default: { texts: import('../src/safety-screen/screen-measure').LabelledText[] } } }} */
const { module: labelled } = await runnerImport('/src/safety-screen/safety-labelled.json', {
  root,
  configFile: false,
  logLevel: 'error',
});

const texts = labelled.default.texts;
const { all, byLanguage, mistakes } = measure.measureScreen(texts);
const fixed = (/** @type {number} */ n) => n.toFixed(3);
/** @type {[string, import('../src/safety-screen/screen-measure').ScreenScore][]} */
const sets = [...Object.entries(byLanguage), ['all', all]];

console.log(`Safety screen on ${texts.length} labelled texts\n`);
console.log('set    texts  danger  found  missed  false alarms  wrong category  precision  recall');
for (const [name, score] of sets) {
  const count = texts.filter((text) => name === 'all' || text.lang === name).length;
  const danger = score.truePositives + score.falseNegatives;
  console.log(
    `${name.padEnd(5)}  ${String(count).padStart(5)}  ${String(danger).padStart(6)}  ${String(score.truePositives).padStart(5)}  ${String(score.falseNegatives).padStart(6)}  ${String(score.falsePositives).padStart(12)}  ${String(score.wrongCategory).padStart(14)}  ${fixed(score.precision).padStart(9)}  ${fixed(score.recall).padStart(6)}`,
  );
}

if (mistakes.length > 0) {
  console.log('\nWhat it gets wrong (label → screen):');
  for (const { text, found } of mistakes) {
    console.log(
      `  [${text.lang}] ${text.danger ?? 'safe'} → ${found ? `${found.category} ("${found.phrase}")` : 'nothing'}: ${text.text}`,
    );
  }
}

const low = sets.filter(([, score]) => score.recall < MIN_RECALL);
if (low.length > 0) {
  console.error(
    `\nFAIL: recall under ${MIN_RECALL} on the danger texts (${low.map(([name, score]) => `${name} ${fixed(score.recall)}`).join(', ')}).`,
  );
  process.exit(1);
}
console.log(`\nOK: recall at least ${MIN_RECALL} in every language.`);
