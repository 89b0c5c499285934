import { CLEAR_DEVICE_PATH, CLEAR_DEVICE_PATH_ES } from '../account/clear-this-device';

/** Where a page's Spanish version is (issue 25): `/es`, or a path under `/es/`. */
export type SpanishPath = '/es' | `/es/${string}`;

/**
 * The Spanish half of the route manifest (issue 25): for each route of route-table.ts that has
 * a Spanish version, keyed by its English `path`, the path of its Spanish page under /es/ (a
 * translated slug is fine; the home page's is `/es`; a path with a parameter has the same
 * parameter). The page module itself, written in Spanish, is in spanish-pages.ts under the same
 * key (spanish-routes.test.ts checks the two agree).
 *
 * Nothing in the English first load imports this list: the router sends every path under /es to
 * the Spanish layout's chunk, which has the Spanish routes (spanish-layout.tsx), and an English
 * page's language link keeps the link it was prerendered with, loading this list (its own small
 * chunk, spanish-paths-chunk.ts) only after a navigation inside the app (language.tsx). So a Spanish page
 * costs the English first load nothing. The build reads it for the rest: the prerendered pages,
 * hreflang, sitemap.xml, the hosting rules, the offline copy and `pnpm check:reading`
 * (route-params.ts), each Spanish page with its English route's flags.
 */
// prettier-ignore
export const SPANISH_PATHS: Readonly<Record<string, SpanishPath>> = {
  '/': '/es',
  '/privacy': '/es/privacidad',
  '/faq': '/es/preguntas-frecuentes',
  '/about': '/es/quienes-somos',
  '/advisories': '/es/avisos',
  '/get-help': '/es/get-help',
  [CLEAR_DEVICE_PATH]: CLEAR_DEVICE_PATH_ES,
  '/staying-safe-online': '/es/protegerse-en-internet',
  '/contact': '/es/contacto',
  '/login': '/es/iniciar-sesion',
  '/signup': '/es/crear-cuenta',
  '/explore': '/es/explorar',
  '/resources': '/es/recursos',
  '/my-list': '/es/mi-lista',
  '/donate': '/es/donar',
  '/payment-success': '/es/pago-completado',
  '/payment-canceled': '/es/pago-cancelado',
  '/challenges/:slug': '/es/temas/:slug',
  '/share': '/es/compartir',
  '/share/your-story': '/es/compartir/su-historia',
  '/safety-plan': '/es/plan-de-seguridad',
  '/blog': '/es/blog',
  '/blog/:slug': '/es/blog/:slug',
  '/open-data': '/es/datos-abiertos',
  '/products/membership': '/es/membresia',
  '/products/membership/free': '/es/membresia/gratis',
  '/products/membership/basic': '/es/membresia/basica',
  '/products/membership/premium': '/es/membresia/premium',
  '/products/membership/vip': '/es/membresia/vip',
  '/pricing': '/es/precios',
  '/mailerlite-form': '/es/boletin',
  '/newsletter/confirm': '/es/boletin/confirmar',
  '/library': '/es/biblioteca',
  '/products': '/es/productos',
  '/products/books': '/es/productos/libros',
  '/products/apparel': '/es/productos/ropa',
  '/products/kits': '/es/productos/kits',
  '/premium-bundle': '/es/paquete-premium',
  '/healing-bundle': '/es/paquete-para-sentirse-mejor',
  '/bundle-kit': '/es/paquete-de-kits',
  '/download-bundle': '/es/descargar-paquetes',
  '/stories': '/es/historias',
};

/**
 * English routes (by pattern) whose Spanish pages stay out of the offline copy's fixed set although
 * the English pages are in it. The fixed set is the same for every visitor (so it says nothing
 * about what someone read), and the 19 guides in Spanish would add about 167 kB (gzip) to what
 * every visitor downloads in the background, 32% more for an English reader who never opens them.
 * They are the copy in Spanish instead, which only a device that reads Harbor in Spanish keeps
 * (build/service-worker.mjs, `spanishOfflineCopy`); offline, a device without it gets the Spanish
 * offline page, which links the guides in English (offline-page-es.tsx).
 */
export const SPANISH_OUTSIDE_OFFLINE_COPY: readonly string[] = ['/challenges/:slug'];

/** English path (a route's pattern) → Spanish path: SPANISH_PATHS, or a test's table. */
export type SpanishPathTable = Readonly<Record<string, string>>;

/**
 * The Spanish path of the route whose English `path` (its pattern, as route-table.ts writes it)
 * is `englishPattern`, or undefined when it has none. For a visited path, see `spanishPathOf`.
 */
export function spanishPathOfRoute(
  englishPattern: string,
  table: SpanishPathTable = SPANISH_PATHS,
): string | undefined {
  return Object.hasOwn(table, englishPattern) ? table[englishPattern] : undefined;
}

/**
 * The same page in the other language: `pairs` maps a pattern of one language to the other's. A
 * path with a parameter keeps its value (`/challenges/poverty` → `/es/…/poverty`). Matched here
 * rather than with react-router's `matchPath`, which would move into the router's chunk, part of
 * every first load.
 */
export function otherLanguage(
  pairs: readonly (readonly [string, string])[],
  path: string,
): string | undefined {
  // `/privacy/` is `/privacy`: a host answers both.
  const segments = (path.length > 1 ? path.replace(/\/+$/, '') : path).split('/');
  for (const [pattern, other] of pairs) {
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    const values = new Map<string, string>();
    const matches = parts.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part === segment;
      values.set(part, segment);
      return segment !== '';
    });
    if (matches) return other.replace(/:[A-Za-z]+/g, (name) => values.get(name) ?? name);
  }
  return undefined;
}

const ENGLISH_TO_SPANISH = Object.entries(SPANISH_PATHS);
const SPANISH_TO_ENGLISH = ENGLISH_TO_SPANISH.map(
  ([english, spanish]) => [spanish, english] as const,
);

/**
 * The Spanish path of the English route `englishPattern`, for a Spanish page's own links to pages
 * that must have one (the plans, the shop): a missing one stops the build rather than linking
 * English unmarked.
 */
export function requireSpanishPath(englishPattern: string): SpanishPath {
  const path = Object.hasOwn(SPANISH_PATHS, englishPattern)
    ? SPANISH_PATHS[englishPattern]
    : undefined;
  if (!path) throw new Error(`No Spanish page for ${englishPattern}`);
  return path;
}

/** The Spanish version of the English page at `path`, or undefined while it has none. */
export function spanishPathOf(path: string): string | undefined {
  return otherLanguage(ENGLISH_TO_SPANISH, path);
}

/** The English version of the Spanish page at `path`, or undefined for any other path. */
export function englishPathOf(path: string): string | undefined {
  return otherLanguage(SPANISH_TO_ENGLISH, path);
}
