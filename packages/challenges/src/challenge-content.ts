import { isChallengeSlug } from './challenge-slugs';
import type { ChallengeSlug } from './challenge-slugs';

/**
 * The content of one challenge page. Written for a stressed reader: plain words, short sentences,
 * no judgement, and no medical or legal claims. Pairs of slugs such as `poverty` and
 * `poverty-challenge` take two angles: the first is the overview, the `-challenge` one is about
 * getting through it day to day.
 */
export interface Challenge {
  /** The page's slug, the `:slug` of `/challenges/:slug` (e.g. `'mental-health'`). */
  slug: ChallengeSlug;
  /** The page's heading. Unique across all challenges. */
  title: string;
  /** A short, warm introduction of two or three sentences. */
  summary: string;
  /** A few small, practical, general things a reader could do first. */
  firstSteps: readonly string[];
  /**
   * Shown prominently on pages where a reader or someone near them may be in danger. General on
   * purpose: it names no phone number, because numbers differ by country.
   */
  safetyNote?: string;
  /** Other challenge pages a reader of this one may need next. Never the page itself. */
  relatedSlugs: readonly ChallengeSlug[];
}

/**
 * The content of every challenge page, keyed by slug: title, summary, first steps, safety note and
 * related slugs. Small and synchronous; a hub's longer content loads with the page.
 */
export const challenges: Readonly<Record<ChallengeSlug, Challenge>> = {
  'mental-health': {
    slug: 'mental-health',
    title: 'Mental health',
    summary:
      'Everyone’s mind goes through hard seasons. Feeling anxious, low, numb or overwhelmed is common, and it is not a sign of weakness. You do not have to wait until things get worse to ask for support.',
    firstSteps: [
      'Tell one person you trust how you have been feeling, even if it is just one sentence.',
      'Look after the basics today: some water, something to eat, and rest if you can.',
      'Write down what has been hardest lately, so it is easier to explain to a doctor, counselor or support line.',
    ],
    safetyNote:
      'If you are thinking about hurting yourself, or you feel you are in immediate danger, contact your local emergency services or a crisis line now.',
    relatedSlugs: ['loved-one', 'substance-abuse', 'health'],
  },
  poverty: {
    slug: 'poverty',
    title: 'Poverty',
    summary:
      'Not having enough money can touch everything: food, housing, health and sleep. It is often caused by things outside your control, like low pay, high costs or a sudden loss. Help exists, and using it is nothing to be ashamed of.',
    firstSteps: [
      'Make a short list of what you need most this week, such as food, rent or bills.',
      'Ask a library, community center or social services office which programs you may be able to get.',
      'Use free local help, like food banks and community meals, so your money goes further.',
    ],
    relatedSlugs: ['poverty-challenge', 'financial', 'resource-access', 'homelessness'],
  },
  'poverty-challenge': {
    slug: 'poverty-challenge',
    title: 'Facing poverty',
    summary:
      'When the money runs out before the month does, every day can feel like a puzzle. This page is about getting through right now: meeting today’s needs and finding a little breathing room. Small steps count, and you are allowed to ask for help.',
    firstSteps: [
      'If you have no food today, contact a local food bank or community pantry.',
      'If you cannot pay a bill, call the company before it is due and ask about a payment plan.',
      'Keep your ID and important letters together in one safe place, because many services ask for them.',
    ],
    relatedSlugs: ['poverty', 'financial', 'resource-access'],
  },
  'parental-absence': {
    slug: 'parental-absence',
    title: 'Growing up without a parent',
    summary:
      'Having a parent who is missing, far away or not there for you can leave you feeling hurt, angry or alone. Those feelings make sense. Whatever the reason, it is not your fault, and other caring adults can help fill some of the gaps.',
    firstSteps: [
      'Think of one adult you trust, like a relative, teacher, coach or neighbor, and spend some time with them.',
      'Write down your feelings, or what you would like to say to your parent, even if you never send it.',
      'Ask a school counselor or youth service about groups for young people in the same situation.',
    ],
    relatedSlugs: ['family-instability', 'mental-health', 'resource-access'],
  },
  'resource-access': {
    slug: 'resource-access',
    title: 'Finding help and resources',
    summary:
      'Knowing that help exists is one thing. Finding it, and getting through the door, is another. Forms, waiting lists and phone menus can wear anyone down, so this page offers simple ways to make the first contact easier.',
    firstSteps: [
      'Start with one place that knows many services, like a library, community center or social services office.',
      'Before you call or visit, write down your question and have your ID and any letters ready.',
      'If a service cannot help you, ask them: “Who else could help me with this?”',
    ],
    relatedSlugs: ['poverty', 'financial', 'legal', 'health'],
  },
  homelessness: {
    slug: 'homelessness',
    title: 'Homelessness',
    summary:
      'Losing your home, or being close to losing it, is frightening and exhausting. It can happen to anyone, and it is not a personal failure. There are people and services whose job is to help you find a safe place to stay.',
    firstSteps: [
      'If you have nowhere safe to sleep tonight, contact a local shelter or social services and ask about emergency housing.',
      'Keep your ID, phone, charger and important papers with you or somewhere safe.',
      'If you are worried about losing your home, ask a housing advice service for help as early as you can.',
    ],
    relatedSlugs: ['poverty-challenge', 'resource-access', 'legal', 'family-instability'],
  },
  'family-instability': {
    slug: 'family-instability',
    title: 'Family instability',
    summary:
      'When home feels unpredictable, because of conflict, money trouble, moving a lot or a parent who is struggling, it is hard to feel settled. You are not to blame for what is happening at home. You deserve to feel safe, and support is out there.',
    firstSteps: [
      'Think of one calm, safe place you can go when home feels like too much, like a friend’s home or a library.',
      'Talk to a trusted adult or a counselor about what is going on.',
      'Write a few important phone numbers on paper, in case your phone is not with you.',
    ],
    safetyNote:
      'If you or someone at home is being hurt, or is in immediate danger, contact your local emergency services right away.',
    relatedSlugs: ['abuse-at-home', 'parental-absence', 'mental-health', 'homelessness'],
  },
  'substance-abuse': {
    slug: 'substance-abuse',
    title: 'Substance use and addiction',
    summary:
      'Alcohol or drugs can start as a way to cope and slowly become a problem of their own. Wanting to cut down, or just feeling unsure about your use, is a good reason to reach out. Change can start small, and you do not have to do it alone.',
    firstSteps: [
      'Notice when and why you use, without judging yourself. Writing it down can help.',
      'Talk to a doctor, nurse or local support service about your options before making big changes.',
      'Look for a support group, in person or online, with people who understand what you are going through.',
    ],
    safetyNote:
      'If you or someone near you may have taken too much, or is in immediate danger, contact your local emergency services right away.',
    relatedSlugs: ['mental-health', 'loved-one', 'health'],
  },
  'loved-one': {
    slug: 'loved-one',
    title: 'Worried about a loved one',
    summary:
      'Watching someone you care about struggle can leave you scared, helpless or worn out. You cannot fix everything for them, but your care matters. Looking after yourself is part of being able to help.',
    firstSteps: [
      'Tell them, calmly and kindly, what you have noticed and that you care about them.',
      'Listen more than you advise, and let them know help is there when they are ready.',
      'Find support for yourself too, like a friend, a caregivers’ group or a counselor.',
    ],
    safetyNote:
      'If you think your loved one is in immediate danger, or might hurt themselves or someone else, contact your local emergency services or a crisis line now.',
    relatedSlugs: ['mental-health', 'substance-abuse', 'family-instability'],
  },
  'teenage-pregnancy': {
    slug: 'teenage-pregnancy',
    title: 'Teenage pregnancy',
    summary:
      'Finding out you are pregnant, or might be, as a teenager can bring up many feelings at once. It is okay to feel scared, confused or unsure. You deserve clear information and support without judgment, whatever you decide.',
    firstSteps: [
      'Visit a doctor, nurse or clinic you trust to confirm the pregnancy and learn about your options.',
      'Tell one person you trust, like a friend, family member, teacher or school nurse.',
      'Write down your questions before each appointment, so nothing gets forgotten.',
    ],
    relatedSlugs: ['health', 'family-instability', 'resource-access'],
  },
  legal: {
    slug: 'legal',
    title: 'Legal problems',
    summary:
      'A court letter, an eviction notice or a dispute at work can feel scary and confusing. You do not have to figure it all out on your own. In many places you can get legal information and advice for free or at low cost.',
    firstSteps: [
      'Do not ignore letters: read them, note any dates or deadlines, and keep copies.',
      'Look for free legal help, such as a legal aid office, law clinic or advice center.',
      'Write down what happened, with dates, names and any papers you have.',
    ],
    relatedSlugs: ['financial', 'immigration', 'discrimination', 'homelessness'],
  },
  financial: {
    slug: 'financial',
    title: 'Money and debt',
    summary:
      'Debt, bills and money worries can keep you awake at night. Struggling with money does not mean you have failed. One small step to see where things stand can make the problem feel more manageable.',
    firstSteps: [
      'Write down what money comes in and what goes out each month, even roughly.',
      'Put the most important bills first: your home, heating and power, and food.',
      'Talk to a free debt or money advice service before you agree to any new loan.',
    ],
    relatedSlugs: ['poverty', 'poverty-challenge', 'legal'],
  },
  health: {
    slug: 'health',
    title: 'Physical health',
    summary:
      'Your health affects how you feel, work and cope with everything else. Costs, long waits and confusing systems can make it hard to get care. You deserve care and respect, whatever your situation.',
    firstSteps: [
      'Find out where you can get free or low-cost care near you, such as a community clinic.',
      'Keep a short list of your symptoms, medicines and questions to take to appointments.',
      'Do one small thing for your health today, like drinking water, resting or taking a short walk if you can.',
    ],
    relatedSlugs: ['health-challenge', 'mental-health', 'resource-access'],
  },
  'health-challenge': {
    slug: 'health-challenge',
    title: 'Living with a health condition',
    summary:
      'Living with an illness, pain or a long-term condition can be tiring in ways other people do not always see. Some days will be harder than others, and that is okay. This page is about getting through the day and getting the support you need.',
    firstSteps: [
      'Plan your day around your energy, and leave room to rest.',
      'Ask your doctor or nurse to explain anything you do not understand, and take notes.',
      'Connect with other people living with a similar condition, in person or online.',
    ],
    safetyNote:
      'If you have a medical emergency, contact your local emergency services right away.',
    relatedSlugs: ['health', 'mental-health', 'financial'],
  },
  immigration: {
    slug: 'immigration',
    title: 'Immigration',
    summary:
      'Moving to a new country can bring hope and hard days at the same time. New rules, a new language and being far from home can feel overwhelming. You are not alone, and many communities have services set up to help newcomers.',
    firstSteps: [
      'Keep your passport, visa and other papers safe, with copies kept in a different place.',
      'Look for a newcomer or immigrant support center near you.',
      'Get advice about your immigration status only from trusted, qualified sources, such as a legal aid office.',
    ],
    relatedSlugs: ['immigration-challenge', 'legal', 'discrimination', 'resource-access'],
  },
  'immigration-challenge': {
    slug: 'immigration-challenge',
    title: 'Settling in a new country',
    summary:
      'The first months in a new place bring many small challenges: finding a doctor, opening a bank account, learning how things work. It is normal to feel lost or homesick. This page is about the everyday steps that help you settle in.',
    firstSteps: [
      'Visit a local library or community center. Many offer free language classes and help with forms.',
      'Connect with people from your community who already know how things work here.',
      'If you need an interpreter at an appointment, ask for one. Many services can arrange this.',
    ],
    relatedSlugs: ['immigration', 'resource-access', 'discrimination-challenge'],
  },
  discrimination: {
    slug: 'discrimination',
    title: 'Discrimination',
    summary:
      'Being treated unfairly because of who you are, such as your race, religion, gender, sexuality, disability or where you come from, is wrong. It can hurt deeply and affect your health, work and sense of safety. What happened to you matters, and there are people who can help.',
    firstSteps: [
      'Write down what happened, when and where, and who was there, while you still remember.',
      'Talk to someone you trust about how it has affected you.',
      'Look for a support or advocacy group that works on the kind of unfair treatment you faced.',
    ],
    relatedSlugs: ['discrimination-challenge', 'legal', 'mental-health'],
  },
  'discrimination-challenge': {
    slug: 'discrimination-challenge',
    title: 'Coping with discrimination day to day',
    summary:
      'When unfair treatment happens again and again, at work, at school or out in public, it can wear you down. Looking after yourself is not giving up. This page is about staying safe, finding support and deciding what you want to do next.',
    firstSteps: [
      'If you feel unsafe, move to a place where you feel safer and be near people you trust.',
      'Keep a simple record of each incident, with dates and any messages or photos.',
      'If you want to report it, ask a trusted organization or adviser what your options are.',
    ],
    relatedSlugs: ['discrimination', 'mental-health', 'legal'],
  },
  'abuse-at-home': {
    slug: 'abuse-at-home',
    title: 'Abuse at home',
    summary:
      'If a partner, an ex or someone in your family hurts you, scares you, watches you or controls you, that is abuse. It is not your fault. You do not have to leave today to get help, and you do not have to do this alone.',
    firstSteps: [
      'If you are in danger right now, call your local emergency number.',
      'When it is safe, talk to a domestic violence hotline. An advocate can help you plan to be safer, whether you stay or go.',
      'Look for help on a phone or computer the other person cannot check.',
    ],
    safetyNote:
      'If you are being hurt, or are in immediate danger, contact your local emergency services right away.',
    relatedSlugs: ['family-instability', 'legal', 'homelessness', 'mental-health'],
  },
};

/**
 * The challenge for a slug taken from a URL, or `undefined` when the slug is not one of ours.
 * Safe for any string: inherited keys such as `__proto__` or `constructor` return `undefined`.
 */
export function getChallenge(slug: string): Challenge | undefined {
  return isChallengeSlug(slug) ? challenges[slug] : undefined;
}
