// The subset of Go templates the local backend renders Supabase's email templates with
// (src/auth/email-template.ts), and the repository's own templates in it (supabase/templates/).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import {
  parseEmailTemplate,
  renderEmailTemplate,
  type EmailTemplateData,
} from '../src/auth/email-template.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const data = (metadata: Record<string, unknown> = {}): EmailTemplateData => ({
  ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=t&type=signup',
  SiteURL: 'http://127.0.0.1:4173',
  Email: 'ana@example.test',
  RedirectTo: 'http://127.0.0.1:4173/',
  Data: metadata,
});

const render = (source: string, metadata?: Record<string, unknown>) =>
  renderEmailTemplate(parseEmailTemplate(source), data(metadata));

describe('the email templates the local backend reads', () => {
  it('fills in values, escaped as html/template escapes them; a missing one is empty', () => {
    expect(render('<a href="{{ .ConfirmationURL }}">{{ .Email }}</a>')).toBe(
      '<a href="http://127.0.0.1:54321/auth/v1/verify?token=t&amp;type=signup">ana@example.test</a>',
    );
    expect(render('Hi {{ .Data.name }}', { name: '<b>Ana</b>' })).toBe('Hi &lt;b&gt;Ana&lt;/b&gt;');
    expect(render('Hi {{ .Data.name }}', { name: 'Ana & Bo' })).toBe('Hi Ana &amp; Bo');
    expect(render('Hi {{ .Data.name }}.')).toBe('Hi .');
  });

  it('chooses by a metadata value, a missing one counting as no match, and nests', () => {
    const source =
      '{{/* a note */}}{{ if eq (printf "%v" .Data.locale) "es" }}Hola{{ if eq (printf "%v" .Data.name) "Ana" }} Ana{{ end }}{{ else }}Hello{{ end }}';
    expect(render(source, { locale: 'es', name: 'Ana' })).toBe('Hola Ana');
    expect(render(source, { locale: 'es' })).toBe('Hola');
    expect(render(source, {})).toBe('Hello');
    expect(render(source, { locale: 'en' })).toBe('Hello');
    // A comment may hold what looks like an action.
    expect(render('{{/* see {{ .Email }} */}}ok')).toBe('ok');
  });

  it('refuses what it does not read, rather than send something else', () => {
    for (const source of [
      // Comments only as Go writes them: `{{/*` and `*/}}` with nothing between.
      '{{ /* a note */ }}',
      '{{/* a note */ }}',
      '{{/* a */ .Email /* b */}}',
      'Hi {{ .Email',
      '{{ .Token }}',
      '{{ range .Data }}x{{ end }}',
      '{{ if .Data.locale }}x{{ end }}',
      '{{- .Email }}',
      '{{ if eq (printf "%v" .Data.locale) "es" }}x',
      'x{{ end }}',
      '{{ else }}',
    ])
      expect(() => parseEmailTemplate(source), source).toThrow(/Email template/);
  });

  it("reads the repository's templates: supabase/config.toml's subjects and the files they name", () => {
    const config = parse(readFileSync(path.join(repoRoot, 'supabase', 'config.toml'), 'utf8'));
    const templates = ((config.auth as Record<string, unknown>).email as Record<string, unknown>)
      .template as Record<string, { subject: string; content_path: string }>;
    expect(Object.keys(templates).sort()).toEqual(['confirmation', 'recovery']);
    for (const { subject, content_path: contentPath } of Object.values(templates)) {
      const body = readFileSync(path.resolve(repoRoot, contentPath), 'utf8');
      for (const locale of ['es', 'en']) {
        const text = render(`${subject}\n${body}`, { locale });
        expect(text).toContain(`<div lang="${locale}">`);
        expect(text).toContain(data().ConfirmationURL.replace('&', '&amp;'));
      }
    }
  });
});
