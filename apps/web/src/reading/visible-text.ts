/**
 * The text a visitor sees on a rendered page, as sentences: headings, paragraphs, list items,
 * links, buttons and labels each end a sentence, the way a reader takes them in. Text only a
 * screen reader gets (visually hidden), scripts, styles and hidden elements are left out.
 */
const BLOCK_TAGS = [
  'address',
  'article',
  'aside',
  'blockquote',
  'button',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'label',
  'legend',
  'li',
  'main',
  'nav',
  'ol',
  'option',
  'p',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
  'br',
  'select',
  'textarea',
];

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  mdash: '—',
  ndash: '–',
  middot: '·',
  hellip: '…',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X'))
      return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

const VOID_TAGS = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'wbr',
]);

/** Removes each element whose opening tag matches `open`, with everything inside it. */
function removeElements(html: string, open: RegExp): string {
  let out = html;
  for (;;) {
    const match = open.exec(out);
    if (!match) return out;
    const tag = /^<([a-z0-9]+)/i.exec(match[0])?.[1]?.toLowerCase() ?? '';
    if (VOID_TAGS.has(tag) || match[0].endsWith('/>')) {
      out = out.slice(0, match.index) + ' ' + out.slice(match.index + match[0].length);
      continue;
    }
    // Walk forward, counting nested elements of the same tag, to the matching close.
    const tagPattern = new RegExp(`<(/?)${tag}\\b[^>]*?(/?)>`, 'gi');
    tagPattern.lastIndex = match.index + match[0].length;
    let depth = 1;
    let end = out.length;
    for (let m = tagPattern.exec(out); m; m = tagPattern.exec(out)) {
      if (m[2] === '/') continue;
      depth += m[1] === '/' ? -1 : 1;
      if (depth === 0) {
        end = m.index + m[0].length;
        break;
      }
    }
    out = out.slice(0, match.index) + ' ' + out.slice(end);
  }
}

/** The page's HTML without what a sighted visitor does not see. */
function seenHtml(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  let text = body.replace(/<!--[\s\S]*?-->/g, ' ');
  text = removeElements(text, /<(script|style|noscript|template|svg)\b[^>]*>/i);
  text = removeElements(
    text,
    /<[a-z0-9]+\b[^>]*\bclass="[^"]*\bharbor-visually-hidden\b[^"]*"[^>]*>/i,
  );
  text = removeElements(
    text,
    /<[a-z0-9]+\b[^>]*\s(?:hidden|aria-hidden="true"|inert)(?=[\s>=/])[^>]*>/i,
  );
  return text;
}

/**
 * The HTML without its parts marked `lang="en"` (a Spanish page's English service names and
 * links, issue 25): a Spanish page is graded on its Spanish only.
 */
export function withoutEnglish(html: string): string {
  return removeElements(html, /<[a-z0-9]+\b[^>]*\slang="en(?:-[A-Za-z]+)?"[^>]*>/i);
}

export function visibleSentences(html: string): string[] {
  let text = seenHtml(html);
  const blocks = new RegExp(`</?(${BLOCK_TAGS.join('|')})\\b[^>]*>`, 'gi');
  text = text.replace(blocks, '\n').replace(/<[^>]+>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => /[A-Za-z0-9]/.test(line));
}

/**
 * The visible text as one string, each block ending a sentence: a block that does not end with
 * . ! ? or … gets a full stop, and one that ends with a colon (a label, or a heading before a
 * list) has it replaced by one. A colon inside a block ends nothing (see splitSentences).
 */
export function visibleText(html: string): string {
  return visibleSentences(html)
    .map((line) => (/[.!?…]["”’)]?$/.test(line) ? line : `${line.replace(/:$/, '')}.`))
    .join(' ');
}

/**
 * Only the running prose: the text of paragraphs and list items that read as sentences (ending
 * in . ! or ?), joined as written. Stricter than `visibleText`, where every heading, link and
 * button also ends a sentence.
 */
export function proseText(html: string): string {
  const seen = seenHtml(html);
  const blocks = [...seen.matchAll(/<(p|li|dd|blockquote)\b[^>]*>([\s\S]*?)<\/\1>/gi)].map((m) =>
    decodeEntities((m[2] ?? '').replace(/<[^>]+>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim(),
  );
  return blocks.filter((block) => /[.!?]["”’)]?$/.test(block)).join(' ');
}
