import { BundleLanding, type BundleCopy } from '../bundle-landing';
import { SHOP_WORDS } from '../shop-words';

const COPY: BundleCopy = {
  sku: 'bundle-kit',
  title: SHOP_WORDS.bundle.names['bundle-kit'],
  description:
    "Harbor's practical printable kits together: First Week After Losing Housing, Getting Settled in a New Country and Money Reset.",
  intro:
    'The practical set: three printable kits with checklists and worksheets to fill in by hand, for when life has turned upside down.',
  inside: [
    'First Week After Losing Housing: papers to keep safe, where to sleep, eat and charge your phone, and a call log',
    'Getting Settled in a New Country: documents, appointments, deadlines and questions for legal aid',
    'Money Reset: what comes in and goes out, which bills come first, and what to say when you ask for more time',
  ],
  forWhom: [
    'People facing the loss of a home, a move to a new country or money trouble',
    'Case workers and volunteers who want ready-made pages to print',
  ],
};

export default function BundleKitPage() {
  return <BundleLanding copy={COPY} />;
}
