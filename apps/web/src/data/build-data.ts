/**
 * The public rows the build read from the backend for a prerendered page (issue 33): the
 * membership plans, the catalogue, the library list. The prerender (build/entry-server.tsx) reads
 * them once with the anon key, as any visitor would, and renders each page with them; the page's
 * HTML then carries what it used in one JSON data block (`<script type="application/json"
 * id="harbor-build-data">`, never run, so no CSP hash), which the browser reads before hydrating.
 * So the first render in the browser is the prerendered HTML, with its content and its size, and
 * the load that follows only refreshes it (`useLoadWithBuildData`).
 */

/** The id of the page's data block. */
export const BUILD_DATA_ID = 'harbor-build-data';

/** The build's values, by key (`membership-plans`, `catalog:<kind>`, `library-items`). */
export type BuildData = Readonly<Record<string, unknown>>;

/** While prerendering: the build's values and the keys the page being rendered read. */
let rendering: { values: BuildData; used: Set<string> } | null = null;
/** In the browser: the page's data block, read once (null: none, or not readable). */
let fromPage: BuildData | null | undefined;

function pageData(): BuildData | null {
  if (fromPage !== undefined) return fromPage;
  fromPage = null;
  const text = typeof document === 'undefined' ? null : document.getElementById(BUILD_DATA_ID);
  if (text?.textContent) {
    try {
      const parsed: unknown = JSON.parse(text.textContent);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        fromPage = parsed as BuildData;
      }
    } catch {
      // A block that does not parse is no data: the page loads as it would without it.
    }
  }
  return fromPage;
}

/**
 * The build's value for `key`, or undefined when the build had none (no backend, a failed read)
 * or this page's HTML did not carry it (a page reached by a link within the site).
 */
export function buildValue<T>(key: string): T | undefined {
  if (rendering) {
    if (!Object.hasOwn(rendering.values, key)) return undefined;
    rendering.used.add(key);
    return rendering.values[key] as T;
  }
  const data = pageData();
  return data && Object.hasOwn(data, key) ? (data[key] as T) : undefined;
}

/**
 * Prerender only: renders with `values` as the build's data, and returns what the render read.
 * `render` runs alone (the prerender renders one page at a time).
 */
export async function withBuildData(
  values: BuildData,
  render: () => Promise<void>,
): Promise<BuildData> {
  const used = new Set<string>();
  rendering = { values, used };
  try {
    await render();
  } finally {
    rendering = null;
  }
  return Object.fromEntries([...used].map((key) => [key, values[key]]));
}

/**
 * The data block for a page's HTML, or '' when it read nothing. `<` is written `\u003c`, so no
 * text in the data can end the block (`</script>`) or open a comment.
 */
export function buildDataScript(used: BuildData): string {
  if (Object.keys(used).length === 0) return '';
  const json = JSON.stringify(used).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BUILD_DATA_ID}">${json}</script>`;
}

/** Tests only: forget the page's data block read so far. */
export function resetBuildDataForTests(): void {
  fromPage = undefined;
}
