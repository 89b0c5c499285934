import type { HubContent } from './hub-content-types';

export const content: HubContent = {
  slug: 'parental-absence',
  title: 'Growing up without a parent',
  summary:
    'Having a parent who is missing, far away or not there for you can leave you feeling hurt, angry or alone. Those feelings make sense. Whatever the reason, it is not your fault, and other caring adults can help fill some of the gaps.',
  looksLike: [
    'A parent who left, who you have never met, or who you rarely hear from.',
    'A parent who is in prison, in the military, working far away or was deported.',
    'A parent who died, and a grief that comes and goes for years.',
    'A parent who lives with you but is not really there, because of drinking, drugs or illness.',
    'Taking care of younger brothers and sisters, or the house, long before you should have to.',
    'Feeling angry, numb, jealous of other families, or wondering if it was your fault.',
  ],
  todaySteps: [
    'Name one adult you trust, like a relative, teacher, coach, neighbor or faith leader. Spend some time with them this week.',
    'Tell a school counselor what is going on at home. They can find groups for young people in the same situation.',
    'Write a letter to your parent that you never have to send. Say what you miss, what hurts and what you wish for.',
    'If you feel unsafe or alone, text 741741 to reach Crisis Text Line, or call or text 988, any time.',
    'If you are thinking about running away, call or text the National Runaway Safeline first. They can help you make a plan.',
    'Keep a few important phone numbers on paper, in case your phone is lost or taken.',
    'Do one thing today that is just for you: music, a walk, drawing, sport or time with a friend.',
  ],
  helpNow: ['crisis-text-line', 'national-runaway-safeline', 'childhelp-hotline'],
  myths: [
    {
      myth: 'If my parent left, it must be something I did.',
      fact: 'Adults leave or stay away because of their own problems and choices. A child is never to blame.',
    },
    {
      myth: 'I should be over it by now.',
      fact: 'Feelings about a missing parent can come back at birthdays, holidays and big moments. That is normal, not weakness.',
    },
    {
      myth: 'Asking for help means I am betraying my family.',
      fact: 'Talking to a trusted adult or counselor is about taking care of you. It does not mean you love your family less.',
    },
  ],
  relatedResourceIds: ['988-lifeline'],
  relatedSlugs: ['family-instability', 'mental-health', 'resource-access'],
  safetyNote:
    'If someone at home is hurting you, or you are in danger, call 911. You can also call the Childhelp hotline at any hour.',
};
