import type { HubContent } from './hub-content-types';

export const content: HubContent = {
  slug: 'homelessness',
  title: 'Homelessness',
  summary:
    'Losing your home, or being close to losing it, is frightening and exhausting. It can happen to anyone, and it is not a personal failure. There are people and services whose job is to help you find a safe place to stay.',
  looksLike: [
    'Sleeping in a car, a tent, a shelter, a motel or outside.',
    'Staying on friends’ couches, or doubling up with family, because you have nowhere else to go.',
    'Getting an eviction notice, or being told to leave with no notice at all.',
    'Falling behind on rent or the mortgage and not knowing how to catch up.',
    'Leaving home to get away from violence or abuse.',
    'A young person who ran away or was told to leave home.',
  ],
  todaySteps: [
    'If you have nowhere safe to sleep tonight, call 211 and ask for emergency shelter near you.',
    'If you are 12 to 21, call the National Runaway Safeline at 1-800-786-2929, or text 66008. They can help you find shelter, food and a plan.',
    'Veterans and their families can call the National Call Center for Homeless Veterans, 24/7, at 1-877-424-3838.',
    'If you got an eviction notice, do not ignore it. Contact legal aid right away. You may have more time or rights than you think.',
    'If you are behind on rent or a mortgage, ask a HUD-approved housing counselor for free advice.',
    'Keep your ID, birth certificate, Social Security card, phone and charger with you or somewhere safe. Take photos of your papers.',
    'If you have children in school, tell the school. Ask for the homeless liaison, who can help with school, rides and meals.',
  ],
  helpNow: [
    '211',
    'national-runaway-safeline',
    'homeless-veterans-call-center',
    'domestic-violence-hotline',
  ],
  rights: [
    {
      title: 'Your children can stay in school',
      body: 'Under the McKinney-Vento Act, children without a stable home can enroll in school right away, even without an address or records. They can stay in their old school if it is best for them, and get a ride there.',
      source: 'https://harrisonburg.k12.va.us/District/2118-Untitled.html',
    },
    {
      title: 'The same school programs as other children',
      body: 'Children without a home cannot be put in a separate program because they are homeless. They get free school meals and the same services as every other student.',
      source: 'https://howardfullerca.org/parents-2/right-to-know/need-help/housing/',
    },
    {
      title: 'Free legal help for eviction',
      body: 'Legal aid offices help people with low income fight unfair evictions, for free. Find your local office through the Legal Services Corporation.',
      source: 'https://www.bafound.org/patient_resource/legal-aid/',
    },
  ],
  myths: [
    {
      myth: 'People become homeless because they do not try hard enough.',
      fact: 'Job loss, illness, high rent, violence at home or a family breakup can push anyone out of their home.',
    },
    {
      myth: 'Couch surfing or staying in a motel does not count as homeless.',
      fact: 'For school rights, living doubled up, in a motel or in a car because you lost your home does count.',
      source: 'https://harrisonburg.k12.va.us/District/2118-Untitled.html',
    },
  ],
  relatedResourceIds: [
    'housing-counselor-cfpb',
    'hope-hotline',
    'legal-services-corporation',
    'feeding-america',
    'hrsa-health-centers',
    'hud-fair-housing',
  ],
  relatedSlugs: ['poverty-challenge', 'resource-access', 'legal', 'family-instability'],
  safetyNote:
    'If you are in danger right now, or someone is hurting you, call 911. If you are leaving an abusive home, the National Domestic Violence Hotline can help you plan a safe way out.',
};
