import { BundleLanding, type BundleCopy } from '../bundle-landing';
import { SHOP_WORDS } from '../shop-words';

const COPY: BundleCopy = {
  sku: 'healing-bundle',
  title: SHOP_WORDS.bundle.names['healing-bundle'],
  description:
    'Printable tools from Harbor for hard feelings: the Calm in the Storm kit, 30 days of journal prompts and a worksheet on what helps you feel safe.',
  intro:
    'Gentle, printable tools for hard feelings: for the moments that feel too heavy, and the days after.',
  inside: [
    'Calm in the Storm: a breathing guide, a grounding exercise using your five senses, and a plan for who to call',
    '30 days of short journal prompts',
    'A worksheet for noticing what helps you feel safe',
  ],
  forWhom: [
    'People living with stress, worry, grief or low mood',
    'Anyone supporting a friend or family member through a hard time',
  ],
  // 988 takes calls and texts: https://health.wyo.gov/publichealth/prevention/wivpp/suicide-prevention/988-suicide-crisis-lifeline
  note: 'These tools are not a replacement for care. If you might harm yourself, call or text 988 in the US, or your local emergency number, now.',
};

export default function HealingBundlePage() {
  return <BundleLanding copy={COPY} />;
}
