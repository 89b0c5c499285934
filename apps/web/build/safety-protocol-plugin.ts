/**
 * `virtual:harbor-safety-protocol`: docs/safety-protocol.md (what the team does with an item the
 * safety screen marked as a possible danger, issue 27) as sanitized HTML, compiled at build time
 * with the blog's Markdown renderer (build/blog/markdown.ts: no raw HTML, an allowlist of
 * elements and link schemes). The console's /staff/safety-protocol page shows it, so the one
 * file in docs/ is what the team reads, behind the console's sign-in, never in a public page.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { renderPostMarkdown } from './blog/markdown.ts';

export const SAFETY_PROTOCOL_MODULE_ID = 'virtual:harbor-safety-protocol';
const RESOLVED_ID = `\0${SAFETY_PROTOCOL_MODULE_ID}`;

/** The protocol's HTML: its Markdown without the first `# ` title (the console page has its own). */
export function safetyProtocolHtml(markdown: string): string {
  return renderPostMarkdown(markdown.replace(/^# .*\n/, ''));
}

export function harborSafetyProtocol({ file }: { file: string }): Plugin {
  return {
    name: 'harbor-safety-protocol',
    resolveId(id) {
      return id === SAFETY_PROTOCOL_MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(file);
      const html = safetyProtocolHtml(readFileSync(file, 'utf8'));
      return `export const html = ${JSON.stringify(html)};\n`;
    },
  };
}
