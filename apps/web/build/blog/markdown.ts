/**
 * Markdown to safe HTML, at build time in Node (never shipped to the browser).
 *
 * Two layers: marked drops raw HTML in the Markdown outright, then sanitize-html keeps only an
 * allowlist of plain text elements and link schemes. So a post cannot carry a script, an event
 * handler, a style, a frame or a `javascript:` link, whatever its Markdown says.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** A language tag as a post may give it: `en`, `es`, `en-US`. */
const LANGUAGE = '[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})?';
const LANGUAGE_TAG = new RegExp(`^${LANGUAGE}$`);

/**
 * Words in another language, as Pandoc writes a bracketed span: `[Crisis Text Line]{lang=en}`
 * becomes `<span lang="en">Crisis Text Line</span>`, so a screen reader says the words in their
 * own language. Raw HTML stays dropped; this is the only way a post marks a language.
 */
const SPAN_IN_LANGUAGE = new RegExp(
  `^\\[((?:[^[\\]\\n]|\\[[^[\\]\\n]*\\])+)\\]\\{lang=(${LANGUAGE})\\}`,
);

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    // Raw HTML in a post (block or inline) is never rendered.
    html: () => '',
  },
  extensions: [
    {
      name: 'spanInLanguage',
      level: 'inline',
      start: (source: string) => source.match(/\[[^\]\n]*\]\{lang=/)?.index,
      tokenizer(source: string) {
        const match = SPAN_IN_LANGUAGE.exec(source);
        if (!match) return undefined;
        return {
          type: 'spanInLanguage',
          raw: match[0],
          lang: match[2],
          tokens: this.lexer.inlineTokens(match[1] ?? ''),
        };
      },
      renderer(token) {
        return `<span lang="${String(token.lang)}">${this.parser.parseInline(token.tokens ?? [])}</span>`;
      },
    },
  ],
});

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'blockquote',
    'code',
    'pre',
    'hr',
    'br',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title'], ol: ['start'], span: ['lang'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The page's title is the only h1; a post's headings start at h2.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // A span says which language its words are in, and nothing else.
    span: (tagName, attribs): sanitizeHtml.Tag => {
      const lang = attribs.lang ?? '';
      return { tagName, attribs: LANGUAGE_TAG.test(lang) ? { lang } : {} };
    },
  },
};

/**
 * A post in another language (issue 25): its links to pages that are not in that language (any
 * address but the site's own `/es` pages, a call, a text, an email or a place in the page) are
 * marked `hreflang="en"`; the post's words say "(en inglés)" beside them.
 */
const SPANISH_SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  ...SANITIZE_OPTIONS,
  allowedAttributes: { a: ['href', 'title', 'hreflang'], ol: ['start'], span: ['lang'] },
  transformTags: {
    ...SANITIZE_OPTIONS.transformTags,
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const inLanguage = href === '/es' || href.startsWith('/es/') || href.startsWith('/es?');
      const other = /^(tel|sms|mailto):|^#/.test(href);
      return {
        tagName,
        attribs: inLanguage || other ? attribs : { ...attribs, hreflang: 'en' },
      };
    },
  },
};

/** Keeps only the allowlisted elements, attributes and URL schemes of `html`. */
export function sanitizePostHtml(html: string, lang: 'en' | 'es' = 'en'): string {
  return sanitizeHtml(html, lang === 'es' ? SPANISH_SANITIZE_OPTIONS : SANITIZE_OPTIONS);
}

/** Renders a post's Markdown body to sanitized HTML (a Spanish post's English links marked). */
export function renderPostMarkdown(markdown: string, lang: 'en' | 'es' = 'en'): string {
  return sanitizePostHtml(marked.parse(markdown) as string, lang).trim();
}

const WORDS_PER_MINUTE = 200;

/** Minutes to read the post's text (HTML tags ignored), at 200 words a minute, at least 1. */
export function readingMinutes(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
