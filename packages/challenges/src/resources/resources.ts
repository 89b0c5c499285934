import type { Resource } from './resource-types';

/**
 * Every service in Harbor's directory. Each entry's phone number, text code and web address was
 * checked against the public page in its `source`. Keep entries real: if a detail cannot be
 * checked, leave it out.
 */
export const resources: readonly Resource[] = [
  {
    id: '988-lifeline',
    name: '988 Suicide & Crisis Lifeline',
    offers:
      'Free, private support from a trained crisis counselor by call, text or chat. For thoughts of suicide, a mental health or drug and alcohol crisis, or any emotional distress.',
    forWhom:
      'Anyone in the US who is struggling, and people worried about someone else. Press 1 for veterans, 2 for Spanish.',
    hours: '24/7',
    kinds: ['hotline', 'text-line', 'chat'],
    challenges: ['mental-health', 'substance-abuse', 'loved-one', 'family-instability'],
    phone: { display: '988', tel: '988' },
    text: { display: '988', number: '988' },
    url: 'https://988lifeline.org',
    crisis: true,
    source:
      'https://www.mcphs.edu/student-life/counseling-services/emergency-services/988-suicide-and-crisis-lifeline',
  },
  {
    id: 'crisis-text-line',
    name: 'Crisis Text Line',
    offers:
      'Text with a trained volunteer crisis counselor about anything that is causing you pain. Free and confidential. Most people are connected within five minutes.',
    forWhom: 'Anyone in the US, in any kind of crisis.',
    hours: '24/7',
    kinds: ['text-line'],
    challenges: ['mental-health', 'family-instability', 'parental-absence', 'loved-one'],
    text: { display: 'Text HOME to 741741', number: '741741', body: 'HOME' },
    url: 'https://www.crisistextline.org',
    crisis: true,
    source: 'https://www.alexproject.org/crisis-text-line-text-home-to-741741',
  },
  {
    id: 'samhsa-helpline',
    name: 'SAMHSA National Helpline',
    offers:
      'Free, confidential referrals to local treatment, support groups and community services for mental health and substance use. Can point people without insurance to state-funded or sliding-fee care.',
    forWhom:
      'People and families facing mental health or substance use problems. English and Spanish.',
    hours: '24/7, 365 days a year',
    kinds: ['hotline', 'health'],
    challenges: ['substance-abuse', 'mental-health', 'loved-one'],
    phone: { display: '1-800-662-4357 (HELP)', tel: '+18006624357' },
    text: { display: 'Text your ZIP code to 435748 (HELP4U)', number: '435748' },
    url: 'https://www.samhsa.gov/find-help/national-helpline',
    source: 'https://thewrightinitiative.com/misc/need-help-with-mental-health.html',
  },
  {
    id: 'nami-helpline',
    name: 'NAMI HelpLine',
    offers:
      'Free peer support, information and referrals about mental health conditions, treatment and local support groups. Not a crisis line.',
    forWhom:
      'People living with a mental health condition, their family and caregivers, and anyone with questions.',
    hours: 'Monday to Friday, 10 a.m. to 10 p.m. Eastern',
    kinds: ['hotline', 'text-line', 'chat'],
    challenges: ['mental-health', 'loved-one'],
    phone: { display: '1-800-950-6264 (NAMI)', tel: '+18009506264' },
    text: { display: 'Text "helpline" to 62640', number: '62640', body: 'helpline' },
    url: 'https://www.nami.org',
    source: 'https://nami.org/?p=4491',
  },
  {
    id: 'trevor-project',
    name: 'The Trevor Project',
    offers:
      'Free, confidential crisis support by phone, text or chat from counselors trained to support LGBTQ+ young people.',
    forWhom: 'LGBTQ+ young people under 25.',
    hours: '24/7',
    kinds: ['hotline', 'text-line', 'chat'],
    challenges: ['mental-health', 'discrimination', 'family-instability'],
    phone: { display: '1-866-488-7386', tel: '+18664887386' },
    text: { display: 'Text START to 678678', number: '678678', body: 'START' },
    url: 'https://www.thetrevorproject.org',
    crisis: true,
    source: 'https://davidmglasgow.com/trevor',
  },
  {
    id: 'trans-lifeline',
    name: 'Trans Lifeline',
    offers:
      'Peer support by phone from trans people, for anything from feeling lonely to being in crisis. They will not call emergency services without your consent.',
    forWhom: 'Trans and questioning people.',
    hours: 'Monday to Friday, 10 a.m. to 6 p.m. Pacific (1 p.m. to 9 p.m. Eastern)',
    kinds: ['hotline'],
    challenges: ['mental-health', 'discrimination'],
    phone: { display: '1-877-565-8860', tel: '+18775658860' },
    url: 'https://translifeline.org',
    source: 'https://en.wikipedia.org/wiki/Trans_Lifeline',
  },
  {
    id: 'veterans-crisis-line',
    name: 'Veterans Crisis Line',
    offers:
      'Free, confidential crisis support from responders trained to help veterans and service members. You do not need to be enrolled in VA benefits or health care.',
    forWhom:
      'Veterans, service members, National Guard and Reserve, and their families and friends.',
    hours: '24/7',
    kinds: ['hotline', 'text-line', 'chat'],
    challenges: ['mental-health', 'substance-abuse', 'loved-one'],
    phone: { display: 'Dial 988, then press 1', tel: '988' },
    text: { display: '838255', number: '838255' },
    url: 'https://www.veteranscrisisline.net',
    crisis: true,
    source:
      'https://www.va.gov/asheville-health-care/news-releases/confidential-crises-help-for-veterans-and-their-families/',
  },
  {
    id: 'domestic-violence-hotline',
    name: 'National Domestic Violence Hotline',
    offers:
      'Private support, safety planning and help finding shelter and local services, by phone, text or chat. For anyone being hurt, scared or controlled by a partner or family member.',
    forWhom: 'People experiencing abuse, and friends and family who are worried about them.',
    hours: '24/7',
    kinds: ['hotline', 'text-line', 'chat', 'housing'],
    challenges: ['family-instability', 'loved-one', 'homelessness', 'legal'],
    phone: { display: '1-800-799-7233 (SAFE)', tel: '+18007997233' },
    text: { display: 'Text START to 88788', number: '88788', body: 'START' },
    url: 'https://www.thehotline.org',
    crisis: true,
    source:
      'https://ovc.ojp.gov/news/grantee-news/national-domestic-violence-hotline-answers-6-million-contacts',
  },
  {
    id: 'love-is-respect',
    name: 'love is respect',
    offers:
      'Support by text, chat or phone from trained peer advocates about dating, healthy relationships and dating abuse.',
    forWhom: 'Teens and young adults, about ages 13 to 24, and people who care about them.',
    kinds: ['text-line', 'chat'],
    challenges: ['family-instability', 'teenage-pregnancy', 'loved-one'],
    text: { display: 'Text LOVEIS to 22522', number: '22522', body: 'LOVEIS' },
    url: 'https://www.loveisrespect.org',
    source: 'https://amplifyatx.ilivehereigivehere.org/thehotline/overview',
  },
  {
    id: 'rainn-hotline',
    name: 'National Sexual Assault Hotline (RAINN)',
    offers:
      'A call connects you to a trained staff member at a sexual assault service provider near you. Your phone number is not kept, and you choose what to share.',
    forWhom:
      'Anyone affected by sexual assault or abuse, at any time in their life, and people supporting them.',
    kinds: ['hotline'],
    challenges: ['mental-health', 'family-instability', 'legal'],
    phone: { display: '1-800-656-4673 (HOPE)', tel: '+18006564673' },
    url: 'https://rainn.org',
    source: 'https://rainn.org/get-help/national-sexual-assault-hotline',
  },
  {
    id: 'childhelp-hotline',
    name: 'Childhelp National Child Abuse Hotline',
    offers:
      'Professional crisis counselors for children at risk, worried parents and anyone concerned about a child. Help in over 170 languages through interpreters. All calls are confidential.',
    forWhom: 'Children and teens, parents and caregivers, and anyone worried about a child.',
    hours: '24/7',
    kinds: ['hotline'],
    challenges: ['family-instability', 'parental-absence', 'loved-one'],
    phone: { display: '1-800-422-4453 (4-A-CHILD)', tel: '+18004224453' },
    url: 'https://www.childhelp.org',
    crisis: true,
    source: 'https://docslib.org/doc/6725820/hotline-impact-report',
  },
  {
    id: 'national-runaway-safeline',
    name: 'National Runaway Safeline',
    offers:
      'Free, confidential crisis support by call, text, chat or email. Help to make a plan and find shelter, food, medical care or counseling nearby.',
    forWhom:
      'Young people ages 12 to 21 who have run away, are thinking about it, are homeless or are struggling at home, and their families.',
    hours: '24/7',
    kinds: ['hotline', 'text-line', 'chat', 'housing'],
    challenges: ['homelessness', 'family-instability', 'parental-absence'],
    phone: { display: '1-800-786-2929 (RUNAWAY)', tel: '+18007862929' },
    text: { display: '66008', number: '66008' },
    url: 'https://www.1800runaway.org',
    crisis: true,
    source: 'https://www.1800runaway.org/about-us/faq/',
  },
  {
    id: 'boys-town-hotline',
    name: 'Boys Town National Hotline',
    offers:
      'Confidential support from trained crisis counselors by phone or text, with coaching, safety planning and referrals.',
    forWhom: 'Teens, young adults and parents, about any problem big or small.',
    hours: '24/7',
    kinds: ['hotline', 'text-line'],
    challenges: ['family-instability', 'parental-absence', 'mental-health'],
    phone: { display: '1-800-448-3000', tel: '+18004483000' },
    text: { display: 'Text VOICE to 20121', number: '20121', body: 'VOICE' },
    url: 'https://www.boystown.org',
    crisis: true,
    source:
      'https://www.boystown.org/media-room/news-releases/boys-town-highlights-the-need-for-youth-suicide-prevention',
  },
  {
    id: 'poison-control',
    name: 'Poison Control',
    offers:
      'Free, expert and confidential advice if someone may have swallowed, breathed in or touched something harmful, including too much medicine or a drug. Help is also online with webPOISONCONTROL.',
    forWhom:
      'Anyone in the US. Call 911 instead if the person has collapsed, has a seizure, has trouble breathing or cannot be woken.',
    hours: '24/7',
    kinds: ['hotline', 'health'],
    challenges: ['health', 'substance-abuse', 'loved-one'],
    phone: { display: '1-800-222-1222', tel: '+18002221222' },
    url: 'https://www.poison.org',
    crisis: true,
    source: 'https://webarchive.library.unt.edu/web/20201218004222/http://www.poison.org',
  },
  {
    id: 'disaster-distress-helpline',
    name: 'Disaster Distress Helpline',
    offers:
      'Support for stress, anxiety and low mood after a disaster or other hard event, and guidance to counseling and more help.',
    forWhom: 'Anyone affected by a disaster, like a storm, fire, flood or shooting.',
    kinds: ['hotline', 'health'],
    challenges: ['mental-health', 'loved-one'],
    phone: { display: '1-800-985-5990', tel: '+18009855990' },
    source:
      'https://webarchive.library.unt.edu/web/20161102235127/https://www.disasterassistance.gov/get-assistance/forms-of-assistance/4506/0/D03',
  },
  {
    id: 'maternal-mental-health-hotline',
    name: 'National Maternal Mental Health Hotline',
    offers:
      'Free, confidential call or text with professional counselors, like nurses, doulas and mental health clinicians, plus referrals to local or telehealth care. Not a crisis line: call or text 988 in a crisis.',
    forWhom:
      'People who are pregnant or had a baby, and their loved ones. English and Spanish, and 60 more languages through interpreters.',
    hours: '24/7',
    kinds: ['hotline', 'text-line', 'health'],
    challenges: ['teenage-pregnancy', 'mental-health', 'health'],
    phone: { display: '1-833-852-6262 (TLC-MAMA)', tel: '+18338526262' },
    text: { display: '1-833-852-6262', number: '+18338526262' },
    url: 'https://mchb.hrsa.gov/national-maternal-mental-health-hotline',
    source: 'https://mchb.hrsa.gov/national-maternal-mental-health-hotline/faq',
  },
  {
    id: 'postpartum-support-international',
    name: 'Postpartum Support International HelpLine',
    offers:
      'Basic information, support and links to local help for emotional struggles during and after pregnancy, by phone or text. Not a crisis line: call or text 988 in a crisis.',
    forWhom:
      'Parents during pregnancy and after birth, and their families. Press 1 for Spanish or 2 for English. To text in Spanish, use 971-203-7773.',
    kinds: ['hotline', 'text-line', 'health'],
    challenges: ['teenage-pregnancy', 'mental-health'],
    phone: { display: '1-800-944-4773 (4PPD)', tel: '+18009444773' },
    text: { display: '1-800-944-4773 (English)', number: '+18009444773' },
    source:
      'https://www.kcrw.com/culture/shows/bodies/postpartum-psychosis-ppd-childbirth-mental-health',
  },
  {
    id: 'planned-parenthood',
    name: 'Planned Parenthood',
    offers:
      'Health centers for pregnancy tests, information about all pregnancy options, birth control, STI tests and checkups. They work to help people with or without insurance.',
    forWhom:
      'Teens and adults. For routine care like birth control, many states do not require a parent to come.',
    kinds: ['health'],
    challenges: ['teenage-pregnancy', 'health'],
    url: 'https://www.plannedparenthood.org',
    source: 'https://iamteenstrong.com/planned-parenthood-insights/',
  },
  {
    id: '211',
    name: '211',
    offers:
      'Free, confidential help to find local services: rent and utility help, food, shelter, health care, child care, jobs and more. Help in English and many other languages.',
    forWhom: 'Anyone in the US who needs help and does not know where to start.',
    hours: '24/7',
    kinds: ['hotline', 'housing', 'food', 'money'],
    challenges: ['resource-access', 'poverty', 'homelessness', 'financial', 'health'],
    phone: { display: '211', tel: '211' },
    url: 'https://www.211.org',
    source: 'https://americanaddictioncenters.org/alcohol-drug-hotline/211-hotline',
  },
  {
    id: 'usda-hunger-hotline',
    name: 'USDA National Hunger Hotline',
    offers:
      'Staff connect you with food pantries, meal sites and government food programs near you. In summer, they can find free meals for children 18 and under.',
    forWhom: 'Anyone who needs food. Spanish line: 1-877-842-6273 (8-HAMBRE).',
    kinds: ['hotline', 'text-line', 'food'],
    challenges: ['poverty', 'resource-access'],
    phone: { display: '1-866-348-6479 (3-HUNGRY)', tel: '+18663486479' },
    text: { display: 'Text FOOD to 914-342-7744', number: '+19143427744', body: 'FOOD' },
    source:
      'https://kvia.com/news/2025/11/06/snap-benefits-at-risk-resources-to-combat-food-insecurity/',
  },
  {
    id: 'whyhunger-find-food',
    name: 'WhyHunger Find Food',
    offers: 'A search tool and hotline to find free food, pantries and meal programs near you.',
    forWhom: 'Anyone who needs food.',
    kinds: ['hotline', 'text-line', 'food'],
    challenges: ['poverty', 'resource-access'],
    phone: { display: '1-800-548-6479 (5-HUNGRY)', tel: '+18005486479' },
    text: { display: 'Text your ZIP code to 1-800-548-6479', number: '+18005486479' },
    url: 'https://whyhunger.org/find-food',
    source:
      'https://kvia.com/news/2025/11/06/snap-benefits-at-risk-resources-to-combat-food-insecurity/',
  },
  {
    id: 'feeding-america',
    name: 'Feeding America food bank finder',
    offers:
      'Find the food bank that serves your area. Food banks can point you to pantries and meal programs near you.',
    forWhom: 'Anyone who needs food.',
    kinds: ['food'],
    challenges: ['poverty', 'homelessness'],
    url: 'https://www.feedingamerica.org/find-your-local-foodbank',
    source:
      'https://kvia.com/news/2025/11/06/snap-benefits-at-risk-resources-to-combat-food-insecurity/',
  },
  {
    id: 'hunger-free-america-find-food',
    name: 'Hunger Free America food finder',
    offers: 'A map of free food sites, like pantries and community meals, near you.',
    forWhom: 'Anyone who needs food.',
    kinds: ['food'],
    challenges: ['poverty', 'homelessness'],
    url: 'https://findfood.hungerfreeamerica.org',
    source:
      'https://kvia.com/news/2025/11/06/snap-benefits-at-risk-resources-to-combat-food-insecurity/',
  },
  {
    id: 'meals-on-wheels',
    name: 'Meals on Wheels America',
    offers:
      'Find a local program that brings meals, and a friendly visit, to older people at home.',
    forWhom: 'Older adults who find it hard to shop or cook, and the people who care for them.',
    kinds: ['food'],
    challenges: ['loved-one', 'health', 'poverty'],
    url: 'https://www.mealsonwheelsamerica.org/',
    source:
      'https://kvia.com/news/2025/11/06/snap-benefits-at-risk-resources-to-combat-food-insecurity/',
  },
  {
    id: 'snap',
    name: 'SNAP (food stamps)',
    offers:
      'Monthly money on a card to buy groceries. You apply through your state. The USDA site explains the program and links to each state.',
    forWhom: 'People and families with low income.',
    kinds: ['food', 'money'],
    challenges: ['poverty', 'financial', 'resource-access'],
    url: 'https://www.fns.usda.gov/snap',
    source: 'https://fns-prod.azureedge.us/assistance-babies-young-chidren-women',
  },
  {
    id: 'wic',
    name: 'WIC',
    offers:
      'Healthy food, nutrition advice, breastfeeding support and referrals to health care. Run by each state.',
    forWhom:
      'People who are pregnant, just had a baby or are breastfeeding, and children under 5, with low income. Dads, grandparents and foster parents can apply for the children they care for.',
    kinds: ['food', 'health'],
    challenges: ['teenage-pregnancy', 'poverty', 'health'],
    url: 'https://www.fns.usda.gov/wic',
    source: 'https://www.fns.usda.gov/resources?f%5B0%5D=topic%3A52&page=9',
  },
  {
    id: 'liheap-energy-help',
    name: 'Energy bill help (LIHEAP) referral line',
    offers:
      'Tells you where to apply in your area for LIHEAP, a program that may pay part of your heating or cooling bills.',
    forWhom: 'Households with low income who struggle to pay energy bills.',
    kinds: ['hotline', 'money', 'housing'],
    challenges: ['poverty', 'financial', 'homelessness'],
    phone: { display: '1-866-674-6327', tel: '+18666746327' },
    url: 'https://www.ncat.org/low-income-energy-assistance/',
    source: 'https://www.ncat.org/low-income-energy-assistance/',
  },
  {
    id: 'homeless-veterans-call-center',
    name: 'National Call Center for Homeless Veterans',
    offers:
      'Trained responders link you to VA and local help with housing, health care and jobs. You do not need to be signed up for VA care.',
    forWhom: 'Veterans who are homeless or at risk of losing their home, and their families.',
    hours: '24/7',
    kinds: ['hotline', 'housing'],
    challenges: ['homelessness', 'poverty'],
    phone: { display: '1-877-424-3838 (4AID-VET)', tel: '+18774243838' },
    source: 'https://hfront.org/2012/07/11/taking-steps-to-end-veteran-homelessness/',
  },
  {
    id: 'hope-hotline',
    name: 'HOPE Hotline (homeowners)',
    offers:
      'Connects you with a HUD-approved housing counselor. Help to avoid foreclosure is free.',
    forWhom: 'Homeowners who are behind, or worried about falling behind, on their mortgage.',
    hours: '24/7',
    kinds: ['hotline', 'housing', 'money'],
    challenges: ['financial', 'homelessness'],
    phone: { display: '1-888-995-4673 (HOPE)', tel: '+18889954673' },
    source: 'https://issuu.com/varep1/docs/mvp-hudcounceling-ebook',
  },
  {
    id: 'hud-fair-housing',
    name: 'HUD fair housing complaints',
    offers:
      'Report housing discrimination, such as a landlord refusing to rent to you because of your race, religion, disability, sex or because you have children. Help in any language.',
    forWhom: 'Renters, buyers and anyone treated unfairly in housing.',
    kinds: ['legal-aid', 'housing'],
    challenges: ['discrimination', 'homelessness', 'legal'],
    phone: { display: '1-800-669-9777', tel: '+18006699777' },
    url: 'https://www.hud.gov/fairhousing/fileacomplaint',
    source:
      'https://www.usm.edu/disability-studies/housingsmart-next-generation-discrimination-claim',
  },
  {
    id: 'eeoc',
    name: 'U.S. Equal Employment Opportunity Commission (EEOC)',
    offers:
      'Answers questions and starts the process to file a charge of job discrimination, such as unfair treatment at work because of race, sex, age, religion, national origin or disability. Help in many languages.',
    forWhom: 'Job seekers and workers, including people who no longer work there.',
    kinds: ['legal-aid', 'hotline'],
    challenges: ['discrimination', 'legal'],
    phone: { display: '1-800-669-4000', tel: '+18006694000' },
    url: 'https://www.eeoc.gov',
    source: 'https://legalclarity.org/eeoc-contact-information-and-how-to-file-a-formal-charge',
  },
  {
    id: 'ed-office-for-civil-rights',
    name: 'U.S. Department of Education Office for Civil Rights',
    offers:
      'Takes complaints about discrimination in schools and colleges because of race, color, national origin, sex, disability or age.',
    forWhom: 'Students and families.',
    kinds: ['legal-aid'],
    challenges: ['discrimination', 'legal'],
    phone: { display: '1-800-421-3481', tel: '+18004213481' },
    source:
      'https://www.tamdistrict.org/about-us/title-ix/how-to-file-a-title-ix-complaint/filing-a-complaint-with-dept-of-education',
  },
  {
    id: 'legal-services-corporation',
    name: 'Legal Services Corporation (find legal aid)',
    offers:
      'Funds local legal aid offices across the country. Find the free civil legal help near you for problems like eviction, family safety, debt and benefits.',
    forWhom:
      'People with low income. Many offices help households at or below 125% of the poverty line.',
    kinds: ['legal-aid'],
    challenges: ['legal', 'homelessness', 'financial', 'family-instability'],
    url: 'https://www.lsc.gov',
    source:
      'https://www.ourtaxpartner.com/post/how-to-find-and-access-free-legal-aid-services-near-you',
  },
  {
    id: 'lawhelp-org',
    name: 'LawHelp.org',
    offers: 'Find free legal aid and plain-language legal information by state and topic.',
    forWhom: 'Anyone who cannot afford a lawyer.',
    kinds: ['legal-aid'],
    challenges: ['legal', 'immigration', 'homelessness'],
    url: 'https://www.lawhelp.org',
    source:
      'https://www.ourtaxpartner.com/post/how-to-find-and-access-free-legal-aid-services-near-you',
  },
  {
    id: 'human-trafficking-hotline',
    name: 'National Human Trafficking Hotline',
    offers:
      'Confidential help from trained advocates by call, text or chat, in English, Spanish and over 200 languages. They are not police and not immigration officers.',
    forWhom:
      'Anyone forced, tricked or pressured into work or sex, and anyone worried about someone else.',
    hours: '24/7',
    kinds: ['hotline', 'text-line', 'chat'],
    challenges: ['immigration', 'legal', 'homelessness'],
    phone: { display: '1-888-373-7888', tel: '+18883737888' },
    text: { display: '233733', number: '233733' },
    url: 'https://humantraffickinghotline.org',
    crisis: true,
    source: 'https://humantraffickinghotline.org/about-us/what-we-do',
  },
  {
    id: 'hrsa-health-centers',
    name: 'Find a Health Center (HRSA)',
    offers:
      'Find a community health center near you for checkups, dental care, mental health care and medicine. They serve everyone, with fees based on income.',
    forWhom: 'Anyone, with or without insurance.',
    kinds: ['health'],
    challenges: ['health', 'immigration', 'poverty', 'teenage-pregnancy', 'mental-health'],
    url: 'https://findahealthcenter.hrsa.gov',
    source: 'https://nationalpatientservicesauthority.com/community-health-centers-network.html',
  },
  {
    id: 'healthcare-gov',
    name: 'HealthCare.gov',
    offers:
      'Apply for health insurance, find out if you can get lower costs, and apply for Medicaid and CHIP (free or low-cost coverage) at any time of year.',
    forWhom: 'People without health insurance through work.',
    hours: 'Phone help 24/7',
    kinds: ['health', 'money'],
    challenges: ['health', 'poverty', 'financial', 'teenage-pregnancy'],
    phone: { display: '1-800-318-2596', tel: '+18003182596' },
    url: 'https://www.healthcare.gov',
    source: 'https://www.healthcare.gov/how-do-i-apply-for-marketplace-coverage/',
  },
  {
    id: 'medicare',
    name: 'Medicare',
    offers: 'Help with Medicare coverage, costs and forms.',
    forWhom: 'People 65 and older, and some younger people with disabilities, and their families.',
    kinds: ['hotline', 'health'],
    challenges: ['health', 'loved-one'],
    phone: { display: '1-800-633-4227 (MEDICARE)', tel: '+18006334227' },
    url: 'https://www.medicare.gov',
    source: 'https://medicare.gov/about-us/nondiscrimination/accessibility-nondiscrimination.html',
  },
  {
    id: 'findtreatment-gov',
    name: 'FindTreatment.gov',
    offers:
      'A confidential, anonymous search for drug, alcohol and mental health treatment near you. Filter by Medicaid, sliding fees or free care.',
    forWhom: 'Anyone looking for treatment for themselves or someone else.',
    kinds: ['health'],
    challenges: ['substance-abuse', 'mental-health', 'loved-one'],
    url: 'https://findtreatment.gov',
    source: 'https://legalclarity.org/how-to-use-the-samhsa-treatment-locator-map-to-find-help',
  },
  {
    id: 'alcoholics-anonymous',
    name: 'Alcoholics Anonymous (AA)',
    offers:
      'Free peer support meetings, in person and online, for people who want to stop drinking.',
    forWhom: 'Anyone who wants to stop drinking.',
    kinds: ['health'],
    challenges: ['substance-abuse'],
    url: 'https://www.aa.org',
    source: 'https://inpatientrehabcenters.net/recovery-support-group-meetings/',
  },
  {
    id: 'smart-recovery',
    name: 'SMART Recovery',
    offers:
      'Free, science-based support meetings, in person and online. There is also a program for family and friends.',
    forWhom:
      'People who want to change their drinking, drug use or other habits, and their families.',
    kinds: ['health'],
    challenges: ['substance-abuse', 'loved-one'],
    url: 'https://www.smartrecovery.org',
    source: 'https://inpatientrehabcenters.net/recovery-support-group-meetings/',
  },
  {
    id: 'alzheimers-association-helpline',
    name: 'Alzheimer’s Association Helpline',
    offers:
      'Free, confidential support and information from specialists and clinicians, help in a crisis and referrals to local programs. Translation in over 200 languages.',
    forWhom: 'People living with memory loss or dementia, their caregivers and families.',
    hours: '24/7',
    kinds: ['hotline', 'health'],
    challenges: ['loved-one', 'health'],
    phone: { display: '1-800-272-3900', tel: '+18002723900' },
    url: 'https://www.alz.org',
    source:
      'https://www.kwqc.com/2021/12/17/247-helpline-available-families-facing-alzheimers-during-holidays/',
  },
  {
    id: 'eldercare-locator',
    name: 'Eldercare Locator',
    offers:
      'Find your local Area Agency on Aging for help with meals, care at home, rides and caregiver support.',
    forWhom: 'Older adults and the people who care for them.',
    kinds: ['health', 'food'],
    challenges: ['loved-one', 'health', 'resource-access'],
    url: 'https://eldercare.acl.gov/home',
    source:
      'https://kvia.com/news/2025/11/06/snap-benefits-at-risk-resources-to-combat-food-insecurity/',
  },
  {
    id: 'cfpb',
    name: 'Consumer Financial Protection Bureau (CFPB)',
    offers:
      'Submit a complaint about a bank, credit card, loan, credit report or debt collector. The CFPB sends it to the company, which must respond. Help in over 180 languages.',
    forWhom: 'Anyone with a problem with a financial company.',
    hours: 'Monday to Friday, 8 a.m. to 8 p.m. Eastern',
    kinds: ['money', 'legal-aid'],
    challenges: ['financial', 'legal'],
    phone: { display: '1-855-411-2372', tel: '+18554112372' },
    url: 'https://www.consumerfinance.gov/complaint/',
    source: 'https://issuhub.com/view/index/4410?pageIndex=277',
  },
  {
    id: 'nfcc',
    name: 'National Foundation for Credit Counseling (NFCC)',
    offers:
      'Connects you to a nonprofit credit counselor who can help you make a budget and a plan to pay debts, in person, by phone or online.',
    forWhom: 'Anyone struggling with debt or bills.',
    kinds: ['money'],
    challenges: ['financial', 'poverty'],
    phone: { display: '1-800-388-2227', tel: '+18003882227' },
    url: 'https://www.nfcc.org',
    source: 'https://nfcc.org/faqs-credit-and-debt-counseling',
  },
  {
    id: 'irs-vita',
    name: 'IRS free tax help (VITA)',
    offers:
      'IRS-trained volunteers prepare and file your tax return for free, and help you claim credits like the Earned Income Tax Credit.',
    forWhom:
      'People with low to moderate income, people with disabilities, and people who speak limited English.',
    kinds: ['money'],
    challenges: ['financial', 'poverty', 'immigration'],
    phone: { display: '1-800-906-9887', tel: '+18009069887' },
    url: 'https://www.irs.gov/individuals/free-tax-return-preparation-for-qualifying-taxpayers',
    source:
      'https://archive.centraljersey.com/2011/02/17/free-tax-preparation-services-through-irs-volunteer-tax-assistance-programs/',
  },
  {
    id: 'aarp-tax-aide',
    name: 'AARP Foundation Tax-Aide',
    offers:
      'Free tax preparation from trained volunteers, with special attention to people 60 and older.',
    forWhom: 'People with low to moderate income, especially older adults.',
    kinds: ['money'],
    challenges: ['financial', 'poverty'],
    phone: { display: '1-888-227-7669', tel: '+18882277669' },
    source:
      'https://archive.centraljersey.com/2011/02/17/free-tax-preparation-services-through-irs-volunteer-tax-assistance-programs/',
  },
  {
    id: 'social-security',
    name: 'Social Security Administration',
    offers:
      'Apply for SSI (monthly money for people with little income who are older, blind or disabled), disability and other benefits. Free interpreters on request.',
    forWhom: 'Older adults, people with disabilities and their families.',
    hours: 'Monday to Friday, 8 a.m. to 7 p.m. local time',
    kinds: ['money'],
    challenges: ['financial', 'poverty', 'health'],
    phone: { display: '1-800-772-1213', tel: '+18007721213' },
    url: 'https://www.ssa.gov/benefits/ssi/adults.html',
    source: 'https://www.ssa.gov/benefits/ssi/adults.html',
  },
  {
    id: 'ftc-report-fraud',
    name: 'Report fraud to the FTC',
    offers:
      'Report scams, like fake prizes, imposters or demands to pay with gift cards. If someone used your personal details, IdentityTheft.gov gives you a recovery plan.',
    forWhom: 'Anyone who has seen or lost money to a scam.',
    kinds: ['money', 'legal-aid'],
    challenges: ['financial', 'legal'],
    phone: { display: '1-877-382-4357', tel: '+18773824357' },
    url: 'https://reportfraud.ftc.gov',
    source: 'https://beersblog.com/report-scams',
  },
  {
    id: 'va-hotline',
    name: 'VA Hotline',
    offers:
      'Live agents, most of them veterans or veterans’ family members, help with questions and concerns about VA care and benefits.',
    forWhom: 'Veterans and their families.',
    hours: '24/7',
    kinds: ['hotline', 'health', 'money'],
    challenges: ['health', 'financial', 'resource-access'],
    phone: { display: '1-855-948-2311', tel: '+18559482311' },
    source:
      'https://www.nbcwashington.com/investigations/VA-Hotline-Growing-in-Size-Staff-and-Call-Intake-511906822.html',
  },
  {
    id: 'find-a-helpline',
    name: 'Find A Helpline',
    offers:
      'A directory of free, confidential helplines in countries around the world, for crisis, suicide, abuse and more.',
    forWhom: 'Anyone outside the US, or looking for help in another country.',
    kinds: ['hotline', 'text-line', 'chat'],
    challenges: ['mental-health', 'resource-access', 'immigration', 'loved-one'],
    url: 'https://findahelpline.com',
    source: 'https://findahelpline.com/AU',
  },
  {
    id: 'housing-counselor-cfpb',
    name: 'Find a HUD-approved housing counselor',
    offers:
      'Call the CFPB to be connected by phone to a HUD-approved housing counselor. Counselors help with renting, money plans, avoiding foreclosure and homelessness, often for free.',
    forWhom: 'Renters and homeowners who are struggling or worried about housing.',
    kinds: ['housing', 'money'],
    challenges: ['homelessness', 'financial', 'poverty'],
    phone: { display: '1-855-411-2372', tel: '+18554112372' },
    source: 'https://issuu.com/varep1/docs/mvp-hudcounceling-ebook',
  },
  {
    id: 'hhs-office-for-civil-rights',
    name: 'HHS Office for Civil Rights',
    offers:
      'Takes complaints about discrimination by hospitals, clinics, nursing homes, Medicaid and other health and social services, because of race, color, national origin, disability, age, sex or religion.',
    forWhom:
      'Patients and anyone treated unfairly by a health or social service. You can also file for someone else.',
    kinds: ['legal-aid', 'health'],
    challenges: ['discrimination', 'health', 'legal'],
    phone: { display: '1-800-368-1019', tel: '+18003681019' },
    url: 'https://www.hhs.gov/civil-rights/filing-a-complaint/index.html',
    source: 'https://nj211.c211.io/search/fb15ce96-5055-50d1-abd7-7824d515f9c0',
  },
  {
    id: 'uscis-contact-center',
    name: 'USCIS Contact Center',
    offers:
      'The official line for questions about your immigration case, forms and appointments. USCIS forms are free on uscis.gov, and USCIS never asks you to pay over the phone.',
    forWhom:
      'Immigrants and families with a case or question for U.S. Citizenship and Immigration Services.',
    kinds: ['hotline'],
    challenges: ['immigration', 'legal'],
    phone: { display: '1-800-375-5283', tel: '+18003755283' },
    url: 'https://www.uscis.gov',
    source: 'https://beacon1305.rssing.com/chan-40919417/article34.html',
  },
  {
    id: 'identitytheft-gov',
    name: 'IdentityTheft.gov',
    offers:
      'If someone used your name, Social Security number or bank details, report it and get a step-by-step recovery plan.',
    forWhom: 'Anyone whose personal information was stolen or misused.',
    kinds: ['money', 'legal-aid'],
    challenges: ['financial', 'legal'],
    url: 'https://www.identitytheft.gov',
    source: 'https://en.wikisource.org/wiki/Five_tips_for_reporting_a_scam',
  },
  {
    id: 'afa-helpline',
    name: 'Alzheimer’s Foundation of America Helpline',
    offers:
      'Licensed social workers answer questions, offer support and connect you to local services by phone, text or web chat. Chat and text in over 90 languages.',
    forWhom: 'People living with dementia, and their families and caregivers.',
    hours: 'Weekdays 9 a.m. to 9 p.m. Eastern, and weekends',
    kinds: ['hotline', 'text-line', 'health'],
    challenges: ['loved-one', 'health'],
    phone: { display: '1-866-232-8484', tel: '+18662328484' },
    text: { display: '646-586-5283', number: '+16465865283' },
    source:
      'https://alzheimersnewstoday.com/alzheimers-foundation-expands-toll-free-helpline-to-support-patients-caregivers',
  },
  {
    id: 'al-anon',
    name: 'Al-Anon and Alateen',
    offers:
      'Free support meetings, in person and online, for people affected by someone else’s drinking. Alateen is for young people.',
    forWhom:
      'Family and friends of someone who drinks too much, whether or not that person wants help.',
    kinds: ['health'],
    challenges: ['loved-one', 'substance-abuse', 'family-instability'],
    url: 'https://al-anon.org',
    source: 'https://sobercompanionnyc.com/al-anon-support-group-families-alcoholics/',
  },
  {
    id: 'nar-anon',
    name: 'Nar-Anon',
    offers:
      'Free, confidential local and online meetings for people affected by someone else’s drug use.',
    forWhom: 'Family and friends of someone who uses drugs.',
    kinds: ['health'],
    challenges: ['loved-one', 'substance-abuse', 'family-instability'],
    url: 'https://www.nar-anon.org',
    source: 'https://recovered.org/treatment/support-groups/nar-anon',
  },
  {
    id: 'lifeline-phone-discount',
    name: 'Lifeline phone and internet discount',
    offers:
      'A monthly discount on phone or internet service. Survivors of domestic violence can also get help to separate their phone line from a shared family plan.',
    forWhom:
      'Households with low income, or where someone gets SNAP, Medicaid, SSI, public housing help or a Veterans Pension.',
    kinds: ['money'],
    challenges: ['poverty', 'resource-access', 'financial', 'family-instability'],
    url: 'https://www.lifelinesupport.org',
    source: 'https://lcscommunityresourcehub.org/emergency-services/usac-lifeline-support',
  },
  {
    id: 'option-line',
    name: 'Option Line',
    offers:
      'A bilingual pregnancy contact center run by pro-life groups. They answer questions and connect you to a local pregnancy center. These centers do not offer or refer for abortion.',
    forWhom: 'People facing a pregnancy they did not plan, or who think they might be pregnant.',
    hours: '24/7',
    kinds: ['chat', 'health'],
    challenges: ['teenage-pregnancy'],
    url: 'https://www.optionline.org',
    source: 'https://www.heartbeatservices.org/why-each-call-matters',
  },
  {
    id: 'befrienders-worldwide',
    name: 'Befrienders Worldwide',
    offers:
      'A network of emotional support centers in 32 countries. Volunteers listen in confidence, by phone, text, chat or in person, depending on the center.',
    forWhom: 'Anyone outside the US who is in distress or thinking about suicide.',
    kinds: ['hotline', 'chat'],
    challenges: ['mental-health', 'immigration', 'loved-one'],
    url: 'https://www.befrienders.org',
    source: 'https://www.befrienders.org/what-we-do',
  },
];
