// Supabase Auth renders its email templates (supabase/config.toml's
// [auth.email.template.<kind>], a subject and an HTML file) as Go templates. The local backend
// renders the same files with this small subset of that language, and refuses a template that
// uses anything else, so a template that works here is one Supabase reads the same way:
//
//   {{/* a comment */}}
//   {{ .ConfirmationURL }}  {{ .SiteURL }}  {{ .Email }}  {{ .RedirectTo }}  {{ .Data.<key> }}
//   {{ if eq (printf "%v" .Data.<key>) "text" }} … {{ else }} … {{ end }}   (may nest)
//
// A value is HTML-escaped, in a subject as in a body: Supabase Auth parses both with html/template.
import fs from 'node:fs';
import path from 'node:path';

export interface EmailTemplateData {
  ConfirmationURL: string;
  SiteURL: string;
  Email: string;
  RedirectTo: string;
  /** The user's metadata (auth.users.raw_user_meta_data). */
  Data: Record<string, unknown>;
}

type Path = readonly string[];
type TemplateNode =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: Path }
  | { kind: 'if'; path: Path; equals: string; then: TemplateNode[]; otherwise: TemplateNode[] };

export type ParsedTemplate = readonly TemplateNode[];

const FIELDS = new Set(['ConfirmationURL', 'SiteURL', 'Email', 'RedirectTo']);
// A comment exactly as Go writes it (`{{/*` and `*/}}`, nothing between: Go refuses
// `{{ /* … */ }}`; its first `*/` ends it), which may hold `}}`; else an action. `{{- … -}}` (whitespace trimming) is not
// in the subset: its dash makes the action unknown.
const ACTION = /\{\{\/\*(?:(?!\*\/)[\s\S])*\*\/\}\}|\{\{\s*([\s\S]*?)\s*\}\}/g;

function pathOf(reference: string, source: string): Path {
  const match = /^\.([A-Za-z]+)(?:\.([A-Za-z_][A-Za-z0-9_]*))?$/.exec(reference);
  const [, field, key] = match ?? [];
  if (field === 'Data' && key) return ['Data', key];
  if (field && !key && FIELDS.has(field)) return [field];
  throw new Error(`Email template: ${reference} is not a value Harbor's templates use (${source})`);
}

/** Parses a template; throws on anything outside the subset above. */
export function parseEmailTemplate(source: string): ParsedTemplate {
  const root: TemplateNode[] = [];
  // The open `if`s, innermost last, and the list each is filling now.
  const stack: { node: Extract<TemplateNode, { kind: 'if' }>; inElse: boolean }[] = [];
  const current = (): TemplateNode[] => {
    const top = stack.at(-1);
    if (!top) return root;
    return top.inElse ? top.node.otherwise : top.node.then;
  };
  let last = 0;
  for (const match of source.matchAll(ACTION)) {
    const [whole, action] = match;
    const at = match.index ?? 0;
    if (at > last) current().push({ kind: 'text', text: source.slice(last, at) });
    last = at + whole.length;
    if (action === undefined) continue; // a comment
    const condition = /^if eq \(printf "%v" (\S+)\) "([^"\\]*)"$/.exec(action);
    if (condition) {
      const node: Extract<TemplateNode, { kind: 'if' }> = {
        kind: 'if',
        path: pathOf(condition[1] ?? '', action),
        equals: condition[2] ?? '',
        then: [],
        otherwise: [],
      };
      current().push(node);
      stack.push({ node, inElse: false });
    } else if (action === 'else') {
      const top = stack.at(-1);
      if (!top || top.inElse) throw new Error('Email template: {{ else }} without its {{ if }}');
      top.inElse = true;
    } else if (action === 'end') {
      if (!stack.pop()) throw new Error('Email template: {{ end }} without its {{ if }}');
    } else if (action.startsWith('.')) {
      current().push({ kind: 'value', path: pathOf(action, action) });
    } else {
      throw new Error(
        `Email template: {{ ${action} }} is not in the subset the local backend reads`,
      );
    }
  }
  if (stack.length > 0) throw new Error('Email template: an {{ if }} has no {{ end }}');
  if (last < source.length) current().push({ kind: 'text', text: source.slice(last) });
  // Text may not hold a `{{` of its own: Go would refuse the unclosed action.
  const strayOpening = (nodes: readonly TemplateNode[]): boolean =>
    nodes.some((node) =>
      node.kind === 'text'
        ? node.text.includes('{{')
        : node.kind === 'if' && (strayOpening(node.then) || strayOpening(node.otherwise)),
    );
  if (strayOpening(root)) throw new Error('Email template: a {{ that never closes');
  return root;
}

const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** A value as text, or undefined when it is missing or null. */
function valueAt(data: EmailTemplateData, path: Path): string | undefined {
  const [field, key] = path;
  const value =
    field === 'Data' && key
      ? Object.hasOwn(data.Data, key)
        ? data.Data[key]
        : undefined
      : data[field as keyof Omit<EmailTemplateData, 'Data'>];
  if (value === undefined || value === null) return undefined;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Renders a parsed template, its values HTML-escaped. */
export function renderEmailTemplate(template: ParsedTemplate, data: EmailTemplateData): string {
  return template
    .map((node) => {
      if (node.kind === 'text') return node.text;
      if (node.kind === 'value') {
        // html/template prints a missing value as nothing.
        const value = valueAt(data, node.path) ?? '';
        return escapeHtml(value);
      }
      // `printf "%v"` prints a missing value as "<nil>", never equal to the text compared.
      return renderEmailTemplate(
        (valueAt(data, node.path) ?? '<nil>') === node.equals ? node.then : node.otherwise,
        data,
      );
    })
    .join('');
}

/** A kind's subject and body, parsed; a part left out is Supabase's default. */
export interface LoadedEmailTemplate {
  subject: ParsedTemplate | null;
  body: ParsedTemplate | null;
}

/**
 * Reads and parses the templates of supabase/config.toml: `contentPath` relative to `projectRoot`
 * (the folder that holds supabase/). A missing file or a template outside the subset stops the
 * start, as `supabase start` would stop on a missing file.
 */
export function loadEmailTemplates<Kind extends string>(
  configured: Partial<Record<Kind, { subject: string | null; contentPath: string | null }>>,
  projectRoot: string,
): Partial<Record<Kind, LoadedEmailTemplate>> {
  const loaded: Partial<Record<Kind, LoadedEmailTemplate>> = {};
  for (const [kind, config] of Object.entries(configured) as [
    Kind,
    { subject: string | null; contentPath: string | null },
  ][]) {
    const file = config.contentPath ? path.resolve(projectRoot, config.contentPath) : null;
    if (file && !fs.existsSync(file))
      throw new Error(`supabase/config.toml: the ${kind} email's content_path ${file} is missing`);
    loaded[kind] = {
      // An empty subject is Supabase's default, as a missing one is.
      subject: config.subject ? parseEmailTemplate(config.subject) : null,
      body: file ? parseEmailTemplate(fs.readFileSync(file, 'utf8')) : null,
    };
  }
  return loaded;
}
