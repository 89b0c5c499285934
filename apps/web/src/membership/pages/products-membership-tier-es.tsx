import type { MembershipTier } from '@harbor-help/auth';
// Through the English page's module, so both languages share one chunk's code.
import { MembershipTierView, type TierPageWords } from './products-membership-tier';
import { MembershipWordsProvider } from '../membership-words';
import { MEMBERSHIP_WORDS_ES, PRICING_PATH_ES } from '../membership-words-es';

/** A plan page's words in Spanish (issue 25; usted, docs/glossary-es.md). */
export const TIER_PAGE_WORDS_ES: TierPageWords = {
  tiers: {
    free: {
      title: 'Membresía Gratis',
      lead: 'Todo lo que necesita para encontrar ayuda, sin costo y sin tarjeta: todos los recursos y las líneas de crisis, las guías por tema, el blog y la parte gratuita de la biblioteca de Harbor.',
      forWhom:
        'Todas las personas. La membresía Gratis siempre será gratis. Puede pasar a una membresía de pago más adelante, o nunca: de cualquier forma, aquí tiene su lugar.',
    },
    basic: {
      title: 'Membresía Básica',
      lead: 'La membresía Básica abre la biblioteca para miembros y los tres paquetes digitales para descargar (todo en inglés, por ahora), y pone la insignia Premium en su cuenta.',
      forWhom:
        'Quienes quieren todos los cuadernos de ejercicios y los kits para imprimir, para trabajar un tema a su propio ritmo.',
    },
    premium: {
      title: 'Membresía Premium',
      lead: 'La membresía Premium tiene todo lo de la Básica y le da los nuevos cuadernos de ejercicios y kits en cuanto se publican. También ayuda a pagar membresías gratis para personas que no pueden pagar.',
      forWhom:
        'Miembros que quieren recibir todo lo nuevo en cuanto sale, y de paso ayudar a otra persona.',
    },
    vip: {
      title: 'Membresía VIP',
      lead: 'La membresía VIP tiene todo lo de la Premium, y cada membresía VIP paga dos membresías gratis para personas que no pueden pagar.',
      forWhom:
        'Quienes pueden dar más cada mes. Los miembros VIP hacen posible gran parte de nuestro trabajo gratuito. Gracias.',
    },
  },
  forWhom: 'Para quién es:',
  loading: 'Cargando la membresía…',
  error: 'No pudimos cargar los precios de esta membresía. Revise su conexión e intente de nuevo.',
  notOnOffer: 'Esta membresía no está disponible en este momento. Vuelva a revisar pronto.',
  // "$" alone means pesos in Mexico (docs/glossary-es.md).
  price: 'Precio (en dólares de Estados Unidos)',
  whatYouGet: 'Qué incluye',
  joinFree: 'Cómo obtenerla',
  join: (name) => `Obtener la membresía ${name}`,
  next: 'También puede ver',
  compare: { href: '/es/membresia', label: 'Comparar todas las membresías' },
  billing: { href: `${PRICING_PATH_ES}#billing`, label: 'Preguntas sobre los pagos' },
};

/** /es/membresia/gratis, /basica, /premium, /vip: a plan's page for Spanish speakers. */
export default function MembershipTierSpanishPage({ tier }: { tier: MembershipTier }) {
  return (
    <MembershipWordsProvider words={MEMBERSHIP_WORDS_ES}>
      <MembershipTierView tier={tier} words={TIER_PAGE_WORDS_ES} />
    </MembershipWordsProvider>
  );
}
