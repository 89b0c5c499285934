// Through the English page's module, so both languages share one chunk's code.
import { MembershipView, type MembershipPageWords } from './products-membership';
import { MembershipWordsProvider } from '../membership-words';
import { MEMBERSHIP_WORDS_ES, PRICING_PATH_ES } from '../membership-words-es';

/** /products/membership's words in Spanish (issue 25; usted, docs/glossary-es.md). */
export const MEMBERSHIP_PAGE_WORDS_ES: MembershipPageWords = {
  meta: {
    title: 'Membresía',
    description:
      'Las membresías de Harbor: Gratis, Básica, Premium y VIP, con lo que incluye cada una y su precio por mes o por año. La membresía Gratis siempre será gratis.',
  },
  title: 'Membresía',
  intro:
    'Usar Harbor es gratis, y siempre lo será. Una membresía de pago abre la biblioteca para miembros y los paquetes digitales para descargar, y ayuda a pagar por quienes no pueden pagar. Puede cancelarla cuando quiera. Los precios están en dólares de Estados Unidos.',
  questions: 'Preguntas',
  links: [
    { href: `${PRICING_PATH_ES}#billing`, label: 'Cómo funcionan los pagos y cómo cancelar' },
    { href: '/es/donar', label: 'Donar sin una membresía' },
  ],
};

/** /es/membresia: every plan side by side, for Spanish speakers. */
export default function MembershipSpanishPage() {
  return (
    <MembershipWordsProvider words={MEMBERSHIP_WORDS_ES}>
      <MembershipView words={MEMBERSHIP_PAGE_WORDS_ES} />
    </MembershipWordsProvider>
  );
}
