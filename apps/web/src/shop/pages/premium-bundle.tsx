import { BundleLanding, type BundleCopy } from '../bundle-landing';
import { SHOP_WORDS } from '../shop-words';

const COPY: BundleCopy = {
  sku: 'premium-bundle',
  title: SHOP_WORDS.bundle.names['premium-bundle'],
  description:
    'Every Harbor workbook and printable kit in one download: One Day at a Time, Where to Turn, Getting By and all four kits.',
  intro:
    "All of Harbor's workbooks and guides in one download, plus every printable kit. Print what you need, when you need it.",
  inside: [
    'One Day at a Time: a workbook for hard weeks, in short printable form',
    'Where to Turn: a guide to finding free and low-cost help, in short printable form',
    'Getting By: a plain-language money guide, in short printable form',
    'All four printable kits: First Week After Losing Housing, Calm in the Storm, Getting Settled in a New Country and Money Reset',
  ],
  forWhom: [
    'Anyone who wants the whole set, to use now or keep for later',
    'Case workers, volunteers and teachers who print pages for the people they help',
  ],
};

export default function PremiumBundlePage() {
  return <BundleLanding copy={COPY} />;
}
