// The catalog test (issue 25): for every package with a lingui.config.ts, its en and es catalogs
// (src/locales/*.po) hold the same ids, none empty; no Spanish message is the English one unless
// marked as the same word (a `# same-in-es` translator comment); both languages use the same
// placeholders; the compiled catalogs (en.ts, es.ts) are the .po files compiled; and every id the
// sources ask for (`i18n._('id')`) is in the catalogs.
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;
const SAME_MARK = 'same-in-es';
const packages = readdirSync(join(ROOT, 'packages')).filter((name) =>
  existsSync(join(ROOT, 'packages', name, 'lingui.config.ts')),
);
/** Every catalog: a package's folder under src/ that holds an en.po (src/locales, src/locales/forms…). */
const catalogs = packages.flatMap((pkg) => {
  const found: string[] = [];
  const visit = (dir: string) => {
    if (existsSync(join(ROOT, 'packages', pkg, 'src', dir, 'en.po')))
      found.push(`${pkg}/src/${dir}`);
    for (const entry of readdirSync(join(ROOT, 'packages', pkg, 'src', dir), {
      withFileTypes: true,
    }))
      if (entry.isDirectory()) visit(join(dir, entry.name));
  };
  visit('locales');
  return found;
});

interface Entry {
  translation: string;
  marks: string[];
}

async function readPo(catalog: string, locale: string): Promise<Record<string, Entry>> {
  const file = join(ROOT, 'packages', catalog, `${locale}.po`);
  const parsed = await formatter().parse(readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: file,
  });
  const entries: Record<string, Entry> = {};
  for (const [id, entry] of Object.entries(parsed ?? {})) {
    if (entry.obsolete) continue;
    entries[id] = {
      translation: entry.translation ?? '',
      marks:
        (entry.extra as { translatorComments?: string[] } | undefined)?.translatorComments ?? [],
    };
  }
  return entries;
}

/** The names of a compiled message's placeholders (`{action}`, a plural's `{count}`), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  // A compiled message is a list of parts: text, or an argument `[name, type?, options?]` whose
  // options hold more lists of parts.
  const walk = (parts: unknown): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      names.add(String(part[0]));
      const options: unknown = part[2];
      if (options && typeof options === 'object') Object.values(options).forEach(walk);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

function sourceIds(pkg: string): Set<string> {
  const ids = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'locales' && entry.name !== 'test') visit(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const source = readFileSync(path, 'utf8');
        for (const match of source.matchAll(/(?:i18n|I18n\([^)]*\))\._\(\s*'([^']+)'/g))
          ids.add(match[1] as string);
      }
    }
  };
  visit(join(ROOT, 'packages', pkg, 'src'));
  return ids;
}

it('finds the packages with catalogs', () => {
  expect(packages).toEqual(expect.arrayContaining(['auth', 'ui']));
});

it('finds the catalogs', () => {
  expect(catalogs).toEqual(
    expect.arrayContaining(['auth/src/locales', 'ui/src/locales', 'ui/src/locales/forms']),
  );
});

describe.each(catalogs)('the catalog packages/%s', (pkg) => {
  it('have the same ids in en and es, none empty', async () => {
    const en = await readPo(pkg, 'en');
    const es = await readPo(pkg, 'es');
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    const empty = Object.entries({ ...prefix('en', en), ...prefix('es', es) })
      .filter(([, entry]) => entry.translation.trim() === '')
      .map(([id]) => id);
    expect(empty).toEqual([]);
  });

  it('translate every message, unless marked as the same word', async () => {
    const en = await readPo(pkg, 'en');
    const es = await readPo(pkg, 'es');
    const untranslated = Object.keys(en).filter(
      (id) => es[id]?.translation === en[id]?.translation && !es[id]?.marks.includes(SAME_MARK),
    );
    expect(untranslated).toEqual([]);
    // A mark that no longer holds is stale: the words differ, so it hides nothing.
    const staleMarks = Object.keys(es).filter(
      (id) => es[id]?.marks.includes(SAME_MARK) && es[id]?.translation !== en[id]?.translation,
    );
    expect(staleMarks).toEqual([]);
  });

  it('use the same placeholders in both languages', async () => {
    const en = await readPo(pkg, 'en');
    const es = await readPo(pkg, 'es');
    for (const [id, entry] of Object.entries(en)) {
      expect([id, placeholders(es[id]?.translation ?? '')]).toEqual([
        id,
        placeholders(entry.translation),
      ]);
    }
  });

  it.each(['en', 'es'])(
    'ship %s compiled from its .po file (run `lingui compile`)',
    async (locale) => {
      const po = await readPo(pkg, locale);
      const { messages } = (await import(
        /* @vite-ignore */ join(ROOT, 'packages', pkg, `${locale}.ts`)
      )) as {
        messages: Record<string, unknown>;
      };
      expect(Object.keys(messages).sort()).toEqual(Object.keys(po).sort());
      for (const [id, entry] of Object.entries(po)) {
        expect([id, messages[id]]).toEqual([id, compileMessage(entry.translation)]);
      }
    },
  );
});

describe.each(packages)('@harbor-help/%s', (pkg) => {
  it('has every id its sources ask for in its catalogs', async () => {
    const known = new Set<string>();
    for (const catalog of catalogs.filter((path) => path.startsWith(`${pkg}/`)))
      for (const id of Object.keys(await readPo(catalog, 'en'))) known.add(id);
    const asked = sourceIds(pkg);
    expect(asked.size).toBeGreaterThan(0);
    expect([...asked].filter((id) => !known.has(id))).toEqual([]);
  });
});

function prefix(locale: string, entries: Record<string, Entry>): Record<string, Entry> {
  return Object.fromEntries(
    Object.entries(entries).map(([id, entry]) => [`${locale}:${id}`, entry]),
  );
}
