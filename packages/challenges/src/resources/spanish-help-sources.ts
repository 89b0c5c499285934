import type { FactSource } from '../sources/fact-source';
import {
  CTL_SPANISH,
  LIFELINE_988_SOURCE,
  LIFELINE_988_WAYS,
  LIFELINE_WHAT_TO_EXPECT,
} from './crisis-lines';

/** One fact Harbor's Spanish help page (apps/web's /es/get-help) states in its own words. */
export interface SpanishHelpFact {
  /** The sentence as the page says it, in Spanish. */
  says: string;
  /** The service's own site, so `pnpm check:sources` knows whose page may speak for it. */
  ownerUrl: string;
  /** The owner's page, the day it was read and its words. */
  source: FactSource;
}

const SAMHSA_HELPLINE = 'https://www.samhsa.gov/find-help/national-helpline';

function wayLabelled(label: string): FactSource {
  const way = LIFELINE_988_WAYS.find((candidate) => candidate.label === label);
  if (!way) throw new Error(`988 has no way in "${label}"`);
  return way.source;
}

/**
 * The facts /es/get-help states beyond its lines' data (issue 25): each phone number and text
 * code on it comes from CRISIS_LINES and the directory, with their own sources; these are the
 * sentences around them. `pnpm check:sources` lists each.
 *
 * Not stated, because no owner page in reach confirms it: whether the National Domestic Violence
 * Hotline answers in Spanish (the page says Harbor could not confirm it), and 211's Spanish
 * service.
 */
export const SPANISH_HELP_FACTS: readonly SpanishHelpFact[] = [
  {
    says: 'Al marcar 2, le atienden en español.',
    ownerUrl: 'https://988lifeline.org',
    source: {
      url: LIFELINE_WHAT_TO_EXPECT,
      // The quote of the line's own Spanish way in (crisis-lines.ts), read that day.
      checked: '2026-11-25',
      quote: 'Spanish-language (Press 2)',
    },
  },
  {
    says: 'La línea 988 atiende las 24 horas, gratis.',
    ownerUrl: 'https://988lifeline.org',
    source: LIFELINE_988_SOURCE,
  },
  {
    says: 'El chat de la línea 988 es solo en inglés.',
    ownerUrl: 'https://988lifeline.org',
    source: wayLabelled('Chat at 988lifeline.org/chat'),
  },
  {
    says: 'Crisis Text Line: también puede escribir por WhatsApp al 442-AYUDAME.',
    ownerUrl: 'https://www.crisistextline.org',
    source: {
      url: CTL_SPANISH,
      checked: '2026-11-28',
      quote: 'anyone can text AYUDA to 741741 or 442-AYUDAME in WhatsApp',
    },
  },
  {
    says: 'Línea nacional de SAMHSA: si no tiene seguro médico, le dan el contacto de la oficina de su estado que paga tratamientos.',
    ownerUrl: SAMHSA_HELPLINE,
    // Read on 2026-11-28 in a copy of the owner's page served through a web proxy
    // (app.altruwe.org); the directory's other quotes of the same page were read on it directly.
    source: {
      url: SAMHSA_HELPLINE,
      checked: '2026-11-28',
      quote:
        'If you have no insurance or are underinsured, we will refer you to your state office, which is responsible for state-funded treatment programs.',
    },
  },
];
