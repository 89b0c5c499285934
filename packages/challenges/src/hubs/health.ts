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
    'See if you can get Medicaid, CHIP or lower-cost insurance at HealthCare.gov. You can apply for Medicaid any time of year.',
    'If you are 65 or older or have a disability, call Medicare at 1-800-633-4227 with questions about coverage.',
    'Keep a short list of your symptoms, medicines and questions to take to appointments.',
    'If you do not understand something, ask the doctor or nurse to explain it again in plain words. Ask for an interpreter if you need one.',
    'If someone may have swallowed something harmful, or taken too much medicine, call Poison Control at 1-800-222-1222.',
    'Do one small thing for your health today, like drinking water, resting or taking a short walk if you can.',
  ],
  helpNow: ['hrsa-health-centers', 'healthcare-gov', 'poison-control', '211'],
  rights: [
    {
      title: 'Emergency care, whatever you can pay',
      body: 'Under a law called EMTALA, hospital emergency rooms that take Medicare must check you and treat an emergency until you are stable. They cannot turn you away because you cannot pay or because of your immigration status.',
      source:
        'https://factually.co/fact-checks/health/us-hospitals-undocumented-immigrants-emergency-care-5e3f13',
    },
    {
      title: 'Care that does not depend on ability to pay',
      body: 'Federally funded health centers must offer services no matter whether you can pay, and discount costs based on your income and family size.',
      source: 'https://nationalpatientservicesauthority.com/community-health-centers-network.html',
    },
    {
      title: 'Fair treatment by health services',
      body: 'Hospitals, clinics and nursing homes that get federal money may not treat you worse because of your race, color, national origin, disability, age, sex or religion. You can complain within 180 days.',
      source: 'https://www.hhs.gov/answers/complaint-process/index.html',
    },
  ],
  myths: [
    {
      myth: 'Without insurance, you cannot see a doctor.',
      fact: 'Community health centers serve everyone, with or without insurance, and set fees by income.',
      source: 'https://nationalpatientservicesauthority.com/community-health-centers-network.html',
    },
    {
      myth: 'You can only sign up for health coverage once a year.',
      fact: 'Marketplace plans have a yearly sign-up time, but you can apply for Medicaid and CHIP at any time.',
      source: 'https://www.healthcare.gov/how-do-i-apply-for-marketplace-coverage/',
    },
  ],
  relatedResourceIds: [
    'medicare',
    'hhs-office-for-civil-rights',
    'planned-parenthood',
    'maternal-mental-health-hotline',
    'alzheimers-association-helpline',
    'social-security',
  ],
  relatedSlugs: ['health-challenge', 'mental-health', 'resource-access'],
  safetyNote:
    'If you have a medical emergency, like chest pain, trouble breathing or heavy bleeding, call 911 right away.',
};
