import type { HubContent } from './hub-content-types';

export const content: HubContent = {
  slug: 'health',
  title: 'Physical health',
  summary:
    'Your health affects how you feel, work and cope with everything else. Costs, long waits and confusing systems can make it hard to get care. You deserve care and respect, whatever your situation.',
  looksLike: [
    'Putting off a doctor or dentist because of the cost.',
    'No health insurance, or insurance you cannot afford to use.',
    'Running out of medicine, or cutting pills in half to make them last.',
    'Using the emergency room because there is nowhere else to go.',
    'A long-term illness or pain that makes work and daily life hard.',
    'Not understanding what the doctor said, or a bill you did not expect.',
  ],
  todaySteps: [
    'Find a community health center near you. They see people with or without insurance, and charge less if you earn less.',
    'Ask the health center or 211 how to apply for Medicaid or lower-cost insurance in your state.',
    'If you were treated unfairly by a clinic or hospital, you can complain to the HHS Office for Civil Rights within 180 days.',
    'Keep a short list of your symptoms, medicines and questions to take to appointments.',
    'If you do not understand something, ask the doctor or nurse to explain it again in plain words. Ask for an interpreter if you need one.',
    'If someone may have swallowed something harmful, or taken too much medicine, call Poison Control at 1-800-222-1222.',
    'Do one small thing for your health today, like drinking water, resting or taking a short walk if you can.',
  ],
  helpNow: ['hrsa-health-centers', 'poison-control', '211'],
  rights: [
    {
      title: 'Care that does not depend on what you can pay',
      body: 'Community health centers must offer care whether or not you can pay, and charge less when you earn less.',
      source: {
        url: 'https://bphc.hrsa.gov/about/what-is-a-health-center/index.html',
        checked: '2026-11-25',
        quote:
          'Health centers provide high quality preventive and primary health care to patients regardless of their ability to pay.',
      },
    },
    {
      title: 'Fair treatment by health services',
      body: 'Hospitals, clinics and nursing homes that get federal money may not treat you worse because of your race, color, national origin, disability, age, sex or religion. You can complain within 180 days.',
      source: {
        url: 'https://www.hhs.gov/answers/complaint-process/index.html',
        checked: '2026-11-25',
        quote:
          'Complaints must be filed within 180 days from the date of the alleged discrimination.',
      },
    },
  ],
  myths: [
    {
      myth: 'Without insurance, you cannot see a doctor.',
      fact: 'Community health centers see people with or without insurance, whatever they can pay.',
      source: {
        url: 'https://bphc.hrsa.gov/about/what-is-a-health-center/index.html',
        checked: '2026-11-25',
        quote:
          'Health centers provide high quality preventive and primary health care to patients regardless of their ability to pay.',
      },
    },
  ],
  relatedResourceIds: [
    'hhs-office-for-civil-rights',
    'maternal-mental-health-hotline',
    'samhsa-helpline',
  ],
  relatedSlugs: ['health-challenge', 'mental-health', 'resource-access'],
  safetyNote:
    'If you have a medical emergency, like chest pain, trouble breathing or heavy bleeding, call 911 right away.',
};
