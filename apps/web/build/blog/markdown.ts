/**
 * Markdown to safe HTML, at build time in Node (never shipped to the browser).
 *
 * Two layers: marked drops raw HTML in the Markdown outright, then sanitize-html keeps only an
 * allowlist of plain text elements and link schemes. So a post cannot carry a script, an event
 * handler, a style, a frame or a `javascript:` link, whatever its Markdown says.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({
  gfm: true,
  async: false,
  renderer: {
    // Raw HTML in a post (block or inline) is never rendered.
    html: () => '',
  },
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
  ],
  allowedAttributes: { a: ['href', 'title'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The page's title is the only h1; a post's headings start at h2.
  transformTags: { h1: 'h2', h5: 'h4', h6: 'h4' },
};

/** Keeps only the allowlisted elements, attributes and URL schemes of `html`. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

/** Renders a post's Markdown body to sanitized HTML. */
export function renderPostMarkdown(markdown: string): string {
  return sanitizePostHtml(marked.parse(markdown) as string).trim();
}

const WORDS_PER_MINUTE = 200;

/** Minutes to read the post's text (HTML tags ignored), at 200 words a minute, at least 1. */
export function readingMinutes(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
