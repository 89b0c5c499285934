/**
 * The front matter of a blog post: a block of `key: value` lines between two `---` lines at the
 * top of the file. Deliberately tiny (no YAML): one line per key, a value is plain text or
 * "quoted text", and `tags` is a list in square brackets. Runs in Node at build time only.
 */

/** What every post must say about itself. */
export interface PostFrontMatter {
  title: string;
  /** A calendar date, `YYYY-MM-DD`. */
  date: string;
  author: string;
  /** Lowercase kebab-case words, so they can go in a URL as they are (`?tag=money`). */
  tags: string[];
  /** One or two plain sentences: the index, the meta description and the RSS description. */
  summary: string;
}

export class FrontMatterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FrontMatterError';
  }
}

export function isFrontMatterError(error: unknown): error is FrontMatterError {
  return error instanceof FrontMatterError;
}

const KEYS = ['title', 'date', 'author', 'tags', 'summary'] as const;
type Key = (typeof KEYS)[number];
const TAG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isKey(key: string): key is Key {
  return (KEYS as readonly string[]).includes(key);
}

function unquote(value: string): string {
  const quoted = /^"(.*)"$/.exec(value) ?? /^'(.*)'$/.exec(value);
  return quoted ? (quoted[1] ?? '') : value;
}

function isRealDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Splits a post into its front matter and its Markdown body. Throws a FrontMatterError naming
 * `fileName` and the problem when a field is missing, unknown, repeated or malformed, so a bad
 * post fails the build instead of reaching visitors.
 */
export function parseFrontMatter(
  source: string,
  fileName: string,
): { data: PostFrontMatter; body: string } {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(text);
  if (!match) {
    throw new FrontMatterError(
      `${fileName}: no front matter (a block between two "---" lines at the top)`,
    );
  }
  const raw = new Map<Key, string>();
  for (const [index, line] of (match[1] ?? '').split('\n').entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const separator = line.indexOf(':');
    if (separator <= 0) {
      throw new FrontMatterError(`${fileName}: front matter line ${index + 1} is not "key: value"`);
    }
    const key = line.slice(0, separator).trim();
    if (!isKey(key)) {
      throw new FrontMatterError(
        `${fileName}: unknown front matter key "${key}" (expected ${KEYS.join(', ')})`,
      );
    }
    if (raw.has(key)) throw new FrontMatterError(`${fileName}: "${key}" is given twice`);
    raw.set(key, line.slice(separator + 1).trim());
  }

  const text_ = (key: Exclude<Key, 'tags'>): string => {
    const value = unquote(raw.get(key) ?? '').trim();
    if (!value) throw new FrontMatterError(`${fileName}: "${key}" is missing or empty`);
    return value;
  };

  const date = text_('date');
  if (!isRealDate(date)) {
    throw new FrontMatterError(
      `${fileName}: "date" must be a real date written YYYY-MM-DD, not "${date}"`,
    );
  }

  const tagsValue = raw.get('tags') ?? '';
  const list = /^\[(.*)\]$/.exec(tagsValue);
  if (!list) throw new FrontMatterError(`${fileName}: "tags" must be a list like [money, housing]`);
  const tags = (list[1] ?? '')
    .split(',')
    .map((tag) => unquote(tag.trim()).trim())
    .filter((tag) => tag !== '');
  if (tags.length === 0) throw new FrontMatterError(`${fileName}: "tags" needs at least one tag`);
  for (const tag of tags) {
    if (!TAG_PATTERN.test(tag)) {
      throw new FrontMatterError(
        `${fileName}: tag "${tag}" must be lowercase words joined by hyphens`,
      );
    }
  }

  return {
    data: {
      title: text_('title'),
      date,
      author: text_('author'),
      tags: [...new Set(tags)],
      summary: text_('summary'),
    },
    body: text.slice(match[0].length),
  };
}
