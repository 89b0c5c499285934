import type { ResourcePhone, ResourceText } from './resource-types';

/** One of the few lines shown wherever a visitor may need help right now. */
export interface CrisisLine {
  name: string;
  /** One short sentence: when to use this line. */
  offers: string;
  phone?: ResourcePhone;
  text?: ResourceText;
  url?: string;
  /** https URL of the public page where the contact details were checked. */
  source: string;
}

/**
 * The crisis lines behind the header's "Get help now". Tiny and synchronous on purpose, so it can
 * be shown without waiting for any other data. US numbers; see INTERNATIONAL_HELPLINES elsewhere.
 */
export const CRISIS_LINES: readonly CrisisLine[] = [
  {
    name: 'Emergency services',
    offers: 'If someone is hurt or in danger right now, call 911 for police, fire or an ambulance.',
    phone: { display: '911', tel: '911' },
    source: 'https://www.pittcountync.gov/151/About-911-Service',
  },
  {
    name: '988 Suicide & Crisis Lifeline',
    offers:
      'Free, private support from a trained counselor, 24/7, for any kind of emotional distress, thoughts of suicide or a drug or alcohol crisis.',
    phone: { display: '988', tel: '988' },
    text: { display: '988', number: '988' },
    url: 'https://988lifeline.org',
    source:
      'https://www.mcphs.edu/student-life/counseling-services/emergency-services/988-suicide-and-crisis-lifeline',
  },
  {
    name: 'Crisis Text Line',
    offers: 'Text with a trained volunteer, 24/7, about any kind of crisis. Free.',
    text: { display: 'Text HOME to 741741', number: '741741', body: 'HOME' },
    url: 'https://www.crisistextline.org',
    source: 'https://www.alexproject.org/crisis-text-line-text-home-to-741741',
  },
  {
    name: 'National Domestic Violence Hotline',
    offers:
      'Private support and safety planning, 24/7, if someone is hurting, scaring or controlling you.',
    phone: { display: '1-800-799-7233', tel: '+18007997233' },
    text: { display: 'Text START to 88788', number: '88788', body: 'START' },
    url: 'https://www.thehotline.org',
    source:
      'https://ovc.ojp.gov/news/grantee-news/national-domestic-violence-hotline-answers-6-million-contacts',
  },
];

/** Outside the US: a directory of free helplines by country. */
export const INTERNATIONAL_HELPLINES: { name: string; url: string; source: string } = {
  name: 'Find A Helpline (free helplines in your country)',
  url: 'https://findahelpline.com',
  source: 'https://findahelpline.com/AU',
};
