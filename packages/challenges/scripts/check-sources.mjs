// Lists every fact in Harbor's help content (services, crisis lines, other ways in, hub rights
// and myths) with its source and how long ago it was checked. Fails on a missing source, a
// source that is not the owner's own page, a missing quote or a check date in the future.
// A fact checked more than 12 months ago is a warning only.
//
//   pnpm check:sources   (from the repo root)
import { fileURLToPath } from 'node:url';
import { createViteServer } from 'vitest/node';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = await createViteServer({
  root,
  configFile: false,
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
  optimizeDeps: { noDiscovery: true, include: [] },
});

// Set once the check has run; stays undefined (a failure) if it throws.
let errors;
try {
  const { collectFacts } = await server.ssrLoadModule('/src/sources/collect-facts.ts');
  const { checkFacts } = await server.ssrLoadModule('/src/sources/check-sources.ts');
  const { SOURCE_RULES } = await server.ssrLoadModule('/src/sources/source-rules.ts');
  const { facts, problems } = checkFacts(await collectFacts(), new Date());

  console.log(`${facts.length} facts. Age in days since the owner's page was checked:\n`);
  for (const { fact, ageDays } of facts) {
    const age = ageDays === null ? '   ?' : String(ageDays).padStart(4);
    console.log(`${age}  ${fact.where}\n      ${fact.source ? fact.source.url : '(no source)'}`);
  }
  const warnings = problems.filter((problem) => problem.level === 'warning');
  errors = problems.length - warnings.length;
  const stale = warnings.filter((problem) => problem.kind !== 'second-hand');
  const secondHand = warnings.filter((problem) => problem.kind === 'second-hand');
  if (stale.length > 0) {
    console.log(`\n${stale.length} warning(s), older than ${SOURCE_RULES.maxAgeDays} days:`);
    for (const problem of stale) console.log(`  warning  ${problem.where}: ${problem.message}`);
  }
  if (secondHand.length > 0) {
    console.log(
      `\n${secondHand.length} fact(s) confirmed second-hand (two independent reports quoting the owner), to check again against the owner:`,
    );
    for (const problem of secondHand)
      console.log(`  second-hand  ${problem.where}: ${problem.message}`);
  }
  if (errors > 0) {
    console.error(`\n${errors} error(s):`);
    for (const problem of problems) {
      if (problem.level === 'error') console.error(`  error  ${problem.where}: ${problem.message}`);
    }
  } else {
    console.log(
      "\nEvery fact has a dated source on its owner's own page, or two independent reports quoting the owner (marked second-hand).",
    );
  }
} finally {
  await server.close();
}
if (errors !== 0) process.exit(1);
