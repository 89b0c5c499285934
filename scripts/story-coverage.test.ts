// Every export of a documented package that renders something has a story of its own in
// apps/storybook: a new component without one fails here. "Renders something" is read from the
// package's API report (packages/<pkg>/api/*.api.md, kept true by `pnpm check:api`): an exported
// function or const whose type returns `JSX.Element` or `ReactNode`. A story file counts for a
// component when it has a docs page (tagged 'autodocs'), imports the component from the package
// and names it as its meta's `component` or one of its `subcomponents` (so its props are on that
// page and its stories render it).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const PACKAGES = ['ui', 'challenges', 'journey', 'auth'] as const;

/**
 * Exports whose type says they render, but that are no component to show on their own. Keep it
 * small, with the reason; the test fails on an entry that no longer renders or exists.
 */
const NOT_A_COMPONENT: Readonly<Record<string, string>> = {
  'challenges/linkNumbers':
    'a function that turns phone numbers in a text into tel: links; shown in the CrisisLines and ResourceCard stories',
  'ui/UiLocaleProvider':
    "a provider with nothing of its own on screen: every story renders inside it, and Storybook's Language toolbar picks its locale",
};

const root = new URL('../', import.meta.url);
/** A story file whose meta has an autodocs page (the same test as guidance.test.ts's). */
const HAS_DOCS_PAGE = /tags: \[[^\]]*'autodocs'/;
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** The names an API report exports whose (return) type is JSX.Element or ReactNode. */
function renderingExports(report: string): string[] {
  const names = new Set<string>();
  // A declaration runs to the `;` that ends its line before a blank line or the closing fence.
  for (const match of report.matchAll(
    /^export (?:declare )?(?:function|const) (\w+)([\s\S]*?);\r?\n(?=\r?\n|```)/gm,
  )) {
    const [, name, signature] = match as unknown as [string, string, string];
    const returned = signature.slice(signature.lastIndexOf(')') + 1);
    if (/JSX\.Element|ReactNode/.test(returned)) names.add(name);
  }
  return [...names].sort();
}

/** The `pkg/Name` components a story file shows: imported from a package and named in its meta. */
function componentsInStory(source: string): string[] {
  const imported = new Map<string, string>();
  for (const match of source.matchAll(
    /import\s+\{([^}]*)\}\s+from\s+'@harbor-help\/([a-z-]+)(?:\/[a-z-]+)?'/g,
  )) {
    const [, list, pkg] = match as unknown as [string, string, string];
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)[0]
        ?.replace(/^type\s+/, '');
      if (name) imported.set(name, pkg);
    }
  }
  const named = new Set<string>();
  for (const match of source.matchAll(/^\s+component: ([A-Z]\w*),/gm)) named.add(match[1]!);
  const sub = /^\s+subcomponents: \{([^}]*)\}/m.exec(source);
  for (const name of sub?.[1]?.split(',') ?? []) {
    const key = name.split(':')[0]?.trim();
    if (key) named.add(key);
  }
  return [...named]
    .filter((name) => imported.has(name))
    .map((name) => `${imported.get(name)}/${name}`);
}

function storyFiles(dir: URL): string[] {
  return (
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.stories.tsx') || file.endsWith('.stories.ts'))
      .map((file) => new URL(file, dir).pathname)
      // Files only: a folder may be named like a story file.
      .filter((path) => statSync(path).isFile())
  );
}

describe('renderingExports', () => {
  const report = [
    '```ts',
    '// @public',
    'export function Hint(input: HintProps): react.JSX.Element;',
    '',
    '// @public',
    'export function DraftNotice(input: {',
    '    onStartOver(): void;',
    '}): react.JSX.Element;',
    '',
    '// @public',
    'export const NoScriptHelpProvider: (props: NoScriptHelpProviderProps) => ReactNode;',
    '',
    '// @public',
    'export function useLoad<T>(load: Loader<T>, options?: UseLoadOptions<T>): LoadResult<T>;',
    '',
    '// @public',
    'export function renderLater(render: () => ReactNode): void;',
    '',
    '// @public',
    'export const QUICK_EXIT_MAX_WAIT_MS = 400;',
    '```',
  ].join('\n');

  it('keeps components, multi-line ones too, and leaves hooks, functions and constants', () => {
    expect(renderingExports(report)).toEqual(['DraftNotice', 'Hint', 'NoScriptHelpProvider']);
  });
});

describe('componentsInStory', () => {
  it("counts a meta's component and subcomponents that come from a package", () => {
    const source = [
      "import { Card, CardGrid, type CardProps } from '@harbor-help/ui';",
      "import { JourneyProvider } from '@harbor-help/journey';",
      "import { DemoForm } from './demo';",
      'const meta = {',
      "  title: 'Content/Card',",
      '  component: Card,',
      '  subcomponents: { CardGrid, JourneyProvider },',
      "  parameters: { docs: { description: { component: 'Cards.' } } },",
      '};',
    ].join('\n');

    expect(componentsInStory(source)).toEqual([
      'ui/Card',
      'ui/CardGrid',
      'journey/JourneyProvider',
    ]);
  });

  it('does not count a wrapper of its own or a component only imported', () => {
    const source = [
      "import { SubmissionForm } from '@harbor-help/ui';",
      'const meta = {',
      '  component: DemoForm,',
      '};',
    ].join('\n');

    expect(componentsInStory(source)).toEqual([]);
  });
});

describe('the stories in apps/storybook', () => {
  // Only files with a docs page count (tagged 'autodocs'): each export gets a page with its props
  // and its guidance (apps/storybook/stories/guidance/guidance.test.ts checks every such page has
  // guidance), not just a story in a hidden state matrix.
  const shown = new Set(
    storyFiles(new URL('apps/storybook/stories/', root))
      .map((file) => readFileSync(file, 'utf8'))
      .filter((source) => HAS_DOCS_PAGE.test(source))
      .flatMap(componentsInStory),
  );
  const rendering = PACKAGES.flatMap((pkg) => {
    const dir = new URL(`packages/${pkg}/api/`, root);
    const names = new Set(
      readdirSync(dir).flatMap((file) => renderingExports(read(`packages/${pkg}/api/${file}`))),
    );
    return [...names].map((name) => `${pkg}/${name}`);
  });

  it.each(PACKAGES)('show every component @harbor-help/%s exports', (pkg) => {
    const missing = rendering.filter(
      (name) => name.startsWith(`${pkg}/`) && !shown.has(name) && !(name in NOT_A_COMPONENT),
    );
    expect(missing, 'components without a story: add one, or list them in NOT_A_COMPONENT').toEqual(
      [],
    );
  });

  it('allow only exports that exist, render, and have no story', () => {
    for (const name of Object.keys(NOT_A_COMPONENT)) {
      expect(rendering).toContain(name);
      expect(shown.has(name)).toBe(false);
    }
  });
});
