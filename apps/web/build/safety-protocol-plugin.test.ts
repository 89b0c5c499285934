import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { safetyProtocolHtml } from './safety-protocol-plugin.ts';

const protocol = readFileSync(
  fileURLToPath(new URL('../../../docs/safety-protocol.md', import.meta.url)),
  'utf8',
);

describe('the safety protocol in the console', () => {
  it('is docs/safety-protocol.md as HTML, without its title (the console page has its own)', () => {
    const html = safetyProtocolHtml(protocol);
    expect(html).not.toContain('<h1');
    expect(html).not.toContain('Safety protocol: a message');
    expect(html).toContain('<h2>In the first hour</h2>');
    expect(html).toContain('<h2>When to call emergency services</h2>');
    expect(html).toContain('<a href="/get-help">');
  });

  it('drops raw HTML and unsafe links whatever the Markdown says', () => {
    const html = safetyProtocolHtml(
      '# Title\n\nHello <script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
    );
    expect(html).not.toMatch(/<script|javascript:|onerror|<img/);
  });
});
