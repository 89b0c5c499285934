import './spanish-offer.css';
import { chosenLanguage, prefersSpanish, rememberLanguage } from './language-choice';

/**
 * The one-line offer, in Spanish, to a browser that prefers Spanish (`navigator.languages`), on
 * an English page (issue 25): "¿Prefiere leer en español?", a link to the page's Spanish version
 * (or to the Spanish help page while it has none) and "No, gracias". Never a redirect. Shown until
 * the visitor chooses: opening a Spanish page remembers Spanish, "No, gracias" remembers English
 * (language-choice.ts); either way it does not show again on this device.
 *
 * Its own chunk, loaded once the browser is idle and only when the browser's language is Spanish
 * (main.tsx), so the English first load carries none of it. A bar fixed at the bottom of the
 * screen, after the app's root: nothing on the page moves, and the skip link stays first.
 * `spanishPathOf` is spanish-paths.ts's, given by main.tsx (language.tsx's `loadSpanishPaths`,
 * which loads the list once for the language link and the offer). Plain DOM outside the app's root, so
 * it needs nothing of the page's React tree and leaves the page's HTML as prerendered.
 */
/** Where an English page without its Spanish version yet sends a Spanish speaker (language.tsx). */
const SPANISH_HELP_PATH = '/es/get-help';

export function showSpanishOffer(
  spanishPathOf: (pathname: string) => string | undefined,
  doc: Document = document,
  languages: readonly string[] = navigator.languages,
): HTMLElement | null {
  const root = doc.getElementById('root');
  if (
    !root ||
    !prefersSpanish(languages) ||
    chosenLanguage() !== null ||
    doc.documentElement.lang === 'es' ||
    doc.querySelector('.web-spanish-offer')
  )
    return null;
  const here = () => spanishPathOf(doc.location.pathname);
  const offer = doc.createElement('section');
  offer.className = 'web-spanish-offer';
  offer.lang = 'es';
  offer.setAttribute('aria-label', 'Idioma');
  const line = doc.createElement('p');
  line.append('¿Prefiere leer en español? ');
  const link = doc.createElement('a');
  link.hreflang = 'es';
  link.href = here() ?? SPANISH_HELP_PATH;
  link.textContent = here() ? 'Ver esta página en español' : 'Ayuda en español';
  // After a navigation inside the app, the link follows the page the visitor is on.
  link.addEventListener('click', () => {
    link.href = here() ?? SPANISH_HELP_PATH;
  });
  const dismiss = doc.createElement('button');
  dismiss.type = 'button';
  dismiss.className = 'harbor-button harbor-button--secondary';
  dismiss.textContent = 'No, gracias';
  dismiss.addEventListener('click', () => {
    rememberLanguage('en');
    offer.remove();
  });
  line.append(link, ' ', dismiss);
  offer.append(line);
  root.after(offer);
  return offer;
}
