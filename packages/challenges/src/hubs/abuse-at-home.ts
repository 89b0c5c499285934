import type { HubContent } from './hub-content-types';

// Sources, checked 2026-11-27:
// - Protective orders: WomensLaw (a project of the National Network to End Domestic Violence),
//   its general page on restraining orders. It says plainly that each state has its own law.
// - Phone safety: NNEDV's Safety Net project (techsafety.org), "Top 4 Tips for Cell Phone
//   Safety": a passcode only you know, and the iCloud or Google account behind the phone.
// - The lines: the services' own entries in resources.ts (the Hotline, StrongHearts, love is
//   respect, RAINN), each with its owner's source.
// Not here, on purpose: an online "safety plan" tool. Harbor's own safety plan is a separate
// piece of work; the Hotline's advocates make one with a caller, which is what this page offers.

const WOMENSLAW_ORDERS = 'https://www.womenslaw.org/laws/general/restraining-orders';

export const content: HubContent = {
  slug: 'abuse-at-home',
  title: 'Abuse at home',
  summary:
    'If a partner, an ex or someone in your family hurts you, scares you, watches you or controls you, that is abuse. It is not your fault. You do not have to leave today to get help, and you do not have to do this alone.',
  firstSteps: [
    'If you are in danger right now, call 911. If you cannot talk, leave the line open so they can hear.',
    'When it is safe, call the National Domestic Violence Hotline at 1-800-799-7233, or text START to 88788. An advocate can make a safety plan with you, even if you stay.',
    'Use a phone or computer the other person cannot check, like a friend’s phone or a library computer. Quick exit leaves this page fast, but it cannot hide what a checked phone has already seen.',
  ],
  looksLike: [
    'Hitting, pushing, choking, or threats to hurt you, your children or your pets.',
    'Checking your phone, reading your messages or tracking where you go.',
    'Keeping you from money, a job, friends or family.',
    'Name-calling and blame, or being told you are crazy or that no one will believe you.',
    'Being forced or pushed into sex.',
    'Threats to take the children, to call immigration, or to share private photos.',
  ],
  todaySteps: [
    'Make a plan for a bad moment: the rooms with a way out and nothing that can be used to hurt you, a place you can go, and a code word that tells a friend to call 911.',
    'If you can, keep a small bag ready, or at a friend’s home: ID, keys, some cash, medicine, a charger, and papers for you and your children.',
    'Check your phone: set a passcode only you know, and check who knows the password to your Apple or Google account. Look at which apps and people can see where you are.',
    'If someone watches your phone, do not change everything at once. A sudden change can warn them. Plan the changes with an advocate first.',
    'Write down what happens, with dates. Keep photos and messages where the other person cannot reach them, like with a friend. This can help if you ask a court for a protective order.',
    'If you are Native American or Alaska Native, StrongHearts Native Helpline has Native advocates who understand: call 1-844-762-8483.',
    'If you are young or it is a dating partner, love is respect can help: text LOVEIS to 22522.',
    'If you need to leave and have nowhere to go, the Hotline can help you find a shelter near you.',
  ],
  helpNow: [
    'domestic-violence-hotline',
    'stronghearts-native-helpline',
    'love-is-respect',
    'womenslaw',
  ],
  rights: [
    {
      title: 'You can ask a court for a protective order',
      body: 'A protective order (also called a restraining order) is a court order that tells the other person to stop hurting or threatening you. In most states, it can also tell them to stay away from your home, work or school, and to stop calling or texting you. Each state has its own law. Who can ask, the forms and how long an order lasts are different from state to state. WomensLaw explains the rules where you live, and legal aid may help for free.',
      source: {
        url: WOMENSLAW_ORDERS,
        checked: '2026-11-27',
        quote:
          'all protective order statutes permit the court to order the abuser to stop hurting or threatening you',
      },
    },
    {
      title: 'The rules are different in each state',
      body: 'Restraining orders are state law, so what a court can order where you live may differ from what you read about another state. Check your own state’s page before you go to court, or ask a legal aid office or a hotline advocate.',
      source: {
        url: WOMENSLAW_ORDERS,
        checked: '2026-11-27',
        quote:
          'Restraining order laws are state laws and each state has different laws (also called statutes) that lay out the requirements for getting an order.',
      },
    },
  ],
  myths: [
    {
      myth: 'It is only abuse if someone hits you.',
      fact: 'Abuse can also be about control: watching your phone, taking your money, cutting you off from people, or threats. You deserve to be safe from all of it.',
    },
    {
      myth: 'If I call a hotline, I will have to leave.',
      fact: 'You decide what happens. Many people call just to talk, or to make a plan to be safer where they are. Leaving is your choice, and it can be planned.',
    },
    {
      myth: 'If I tried harder, it would stop.',
      fact: 'Abuse is a choice the other person makes. Nothing you did caused it, and you are not to blame.',
    },
  ],
  relatedResourceIds: [
    'legal-services-corporation',
    'rainn-hotline',
    'childhelp-hotline',
    '988-lifeline',
    '211',
  ],
  relatedSlugs: ['family-instability', 'legal', 'homelessness', 'mental-health'],
  safetyNote:
    'If you are being hurt or are in danger right now, call 911. If someone checks your phone, use Quick exit to leave this page, and look for help on a device they cannot see.',
};
