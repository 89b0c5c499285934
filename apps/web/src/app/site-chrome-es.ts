import type { NavItem, SiteChromeProps } from '@harbor-help/ui';
import { spanishPathOf } from './spanish-paths';
import { HEADER_LINKS, SITE_CHROME } from './site-chrome';

/**
 * Harbor's own words in the layouts of a Spanish page (issue 25; terms in docs/glossary-es.md),
 * in the Spanish layout's chunk only. The links are the English chrome's (site-chrome.ts), in the
 * same order; a page with a Spanish version links to it.
 */

/** "Ayuda ahora": the Spanish help page. */
const GET_HELP: NavItem = { label: 'Ayuda ahora', href: '/es/get-help' };

const NAV_LABELS: Readonly<Record<string, string>> = {
  '/': 'Inicio',
  '/resources': 'Recursos',
  '/products': 'Productos',
  '/share': 'Comparta su historia',
  '/advisories': 'Avisos',
  '/about': 'Quiénes somos',
  '/contact': 'Contacto',
  '/privacy': 'Privacidad',
  '/clear-device': 'Borrar los datos de Harbor en este dispositivo',
  '/my-list': 'Mi lista',
  '/staying-safe-online': 'Cómo protegerse en internet',
  '/login': 'Iniciar sesión',
  '/signup': 'Crear una cuenta',
};

/**
 * The same link with its Spanish words (a label missing here fails the tests), to the page's
 * Spanish version when it has one (spanish-paths.ts).
 */
function inSpanish(item: NavItem): NavItem {
  return {
    ...item,
    label: NAV_LABELS[item.href] ?? item.label,
    href: spanishPathOf(item.href) ?? item.href,
  };
}

export const SPANISH_SITE_CHROME = {
  ...SITE_CHROME,
  // Harbor's name leads to the home page in Spanish.
  brandHref: spanishPathOf('/') ?? '/',
  getHelpLink: GET_HELP,
  footerLinks: SITE_CHROME.footerLinks.map(inSpanish),
  quickExit: { description: 'Sale de este sitio al instante y abre una búsqueda del clima.' },
} satisfies SiteChromeProps & typeof SITE_CHROME;

export const SPANISH_HEADER_LINKS = {
  navItems: HEADER_LINKS.navItems.map(inSpanish),
  signInLink: inSpanish(HEADER_LINKS.signInLink),
  signUpLink: inSpanish(HEADER_LINKS.signUpLink),
  menuAccountLinks: HEADER_LINKS.menuAccountLinks.map(inSpanish),
} satisfies typeof HEADER_LINKS;

/** The English labels of the chrome that have no Spanish words here (the tests want none). */
export function untranslatedChromeLabels(): string[] {
  return [
    ...SITE_CHROME.footerLinks,
    ...HEADER_LINKS.navItems,
    HEADER_LINKS.signInLink,
    HEADER_LINKS.signUpLink,
    ...HEADER_LINKS.menuAccountLinks,
  ]
    .filter((item) => !(item.href in NAV_LABELS))
    .map((item) => item.label);
}
