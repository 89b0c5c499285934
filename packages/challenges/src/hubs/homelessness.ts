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
    'If you got an eviction notice, do not ignore it. Contact legal aid right away. You may have more time or rights than you think.',
    'If you own your home and are behind on the mortgage, call the HOPE Hotline at 1-888-995-4673 for a free talk with a counselor.',
    'Keep your ID, birth certificate, Social Security card, phone and charger with you or somewhere safe. Take photos of your papers.',
    'If you have children in school, tell the school. Ask for the homeless liaison, who can help with school, rides and meals.',
  ],
  helpNow: ['211', 'national-runaway-safeline', 'domestic-violence-hotline'],
  myths: [
    {
      myth: 'Asking for help means I have failed.',
      fact: 'Anyone can lose a home. Asking for help early often means more choices, like help with rent or a safe place to stay.',
    },
    {
      myth: 'People become homeless because they do not try hard enough.',
      fact: 'Job loss, illness, high rent, violence at home or a family breakup can push anyone out of their home.',
    },
  ],
  relatedResourceIds: [
    'hope-hotline',
    'legal-services-corporation',
    'hrsa-health-centers',
    'hud-fair-housing',
    'liheap-energy-help',
  ],
  relatedSlugs: ['poverty-challenge', 'resource-access', 'legal', 'family-instability'],
  safetyNote:
    'If you are in danger right now, or someone is hurting you, call 911. If you are leaving an abusive home, the National Domestic Violence Hotline can help you plan a safe way out.',
};
