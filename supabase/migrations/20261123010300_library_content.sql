-- The library's content (production data). Guides and worksheets are Harbor's own writing;
-- every book is a real book, its title and authors checked at the source_url given.
-- Bodies are plain text (see library_bodies.body): blank lines between paragraphs, "## " headings,
-- "- " and "1. " list items.

insert into public.library_items
  (slug, title, teaser, kind, challenges, members_only, author, source_url, reading_minutes, sort_order)
values
  -- Guides -------------------------------------------------------------------------
  ('make-a-crisis-plan', 'Make a crisis plan before you need one',
   'A one-page plan you write on a calmer day: your warning signs, what helps, who to call, and how to make your space safer.',
   'guide', '{mental-health}', false, null, null, 5, 10),
  ('eviction-notice-first-week', 'Got an eviction notice? Your first week',
   'An eviction notice is not an order to leave today. What to read first, who to call, and why going to court matters.',
   'guide', '{homelessness,poverty,legal}', false, null, null, 6, 20),
  ('finding-free-food', 'Finding free food this week',
   'Food banks, pantries, meal programs and SNAP: where to start when the cupboard is empty, and what to bring.',
   'guide', '{poverty,resource-access}', false, null, null, 4, 30),
  ('your-first-night-at-a-shelter', 'Your first night at a shelter',
   'What usually happens when you arrive, what to keep with you, and how to look after yourself and your things.',
   'guide', '{homelessness,resource-access}', false, null, null, 5, 40),
  ('know-your-rights-immigration', 'Know your rights if immigration officers come',
   'You have rights whatever your status. What to say, what not to sign, and why you do not have to open the door.',
   'guide', '{immigration,legal}', false, null, null, 5, 50),
  ('pregnant-and-young-first-steps', 'Pregnant and young: first steps',
   'Finding out you are pregnant as a teen can be scary. Your first steps for your health, your options and your support.',
   'guide', '{teenage-pregnancy,health}', false, null, null, 5, 60),
  ('sleep-when-life-is-hard', 'Sleep when life is upside down',
   'Stress steals sleep, and lost sleep makes stress worse. Small, free changes that help, even in a noisy or shared place.',
   'guide', '{mental-health,health}', true, null, null, 6, 70),
  ('talking-to-a-loved-one-about-drinking', 'Talking to someone you love about drinking or drugs',
   'Nagging and threats rarely work. A calmer way to start the talk, what to say, and how to look after yourself too.',
   'guide', '{loved-one,substance-abuse}', true, null, null, 7, 80),
  ('writing-down-discrimination', 'How to write down discrimination so it counts',
   'A clear record makes a complaint much stronger. What to write, when to write it, and where to keep it.',
   'guide', '{discrimination,legal}', true, null, null, 6, 90),
  ('dealing-with-debt-collectors', 'Dealing with debt collectors',
   'Collectors must follow rules. How to check the debt is real, stop the calls, and keep a record of every contact.',
   'guide', '{financial,legal}', true, null, null, 7, 100),
  ('growing-up-without-a-parent', 'Growing up without a parent around',
   'Missing a parent can shape how you feel about yourself. Ways to name it, grieve it and find the support you missed.',
   'guide', '{parental-absence,family-instability}', true, null, null, 6, 110),
  ('after-a-slip', 'After a slip: getting back on track',
   'A slip is not the end of recovery. What to do in the first day, how to learn from it, and who to tell.',
   'guide', '{substance-abuse}', true, null, null, 5, 120),

  -- Worksheets ----------------------------------------------------------------------
  ('weekly-budget', 'A weekly budget you can actually keep',
   'A simple page for one week of money in and money out, with the bills that cannot wait listed first.',
   'worksheet', '{financial,poverty}', false, null, null, 10, 210),
  ('benefits-checklist', 'Benefits checklist: what you might qualify for',
   'Tick through the main kinds of help, write down what you need for each, and plan who to ask.',
   'worksheet', '{poverty,resource-access,financial}', false, null, null, 10, 220),
  ('before-an-appointment', 'Before a health appointment',
   'Write down what you want to say and ask, so you leave with answers, not with the questions you forgot.',
   'worksheet', '{health,teenage-pregnancy}', false, null, null, 8, 230),
  ('important-papers-checklist', 'Your important papers checklist',
   'Which papers to keep safe, how to make copies, and what to do if they are lost or taken.',
   'worksheet', '{immigration,homelessness,legal}', false, null, null, 8, 240),
  ('who-is-in-my-corner', 'Who is in my corner?',
   'Map the people and places you can turn to, for a chat, for practical help, and in an emergency.',
   'worksheet', '{mental-health,parental-absence,family-instability}', false, null, null, 8, 250),
  ('thought-record', 'Thought record: catch it, check it, change it',
   'A step-by-step sheet for the thoughts that drag you down, based on the way cognitive behavioral therapy works.',
   'worksheet', '{mental-health}', true, null, null, 12, 260),
  ('values-and-next-steps', 'What matters to me, and one next step',
   'When everything feels urgent, name what matters most to you and choose one small step toward it this week.',
   'worksheet', '{mental-health,family-instability}', true, null, null, 10, 270),
  ('boundary-scripts', 'Boundary scripts for hard conversations',
   'Fill-in-the-blank sentences for saying no, asking for what you need, and ending a talk that turns harmful.',
   'worksheet', '{family-instability,loved-one}', true, null, null, 10, 280),
  ('cravings-log', 'Cravings log',
   'Track when cravings come, what sets them off and what got you through, so you can plan for the next one.',
   'worksheet', '{substance-abuse}', true, null, null, 8, 290),

  -- Books ----------------------------------------------------------------------------
  ('the-body-keeps-the-score', 'The Body Keeps the Score',
   'A psychiatrist explains how trauma lives in the body as well as the mind, and the many paths people take to heal.',
   'book', '{mental-health}', false, 'Bessel van der Kolk',
   'https://en.wikipedia.org/wiki/The_Body_Keeps_the_Score', 3, 310),
  ('feeling-good', 'Feeling Good: The New Mood Therapy',
   'The classic self-help book on depression, built on cognitive behavioral therapy, with exercises you can do at home.',
   'book', '{mental-health}', false, 'David D. Burns',
   'https://www.bibliotherapy.ca/books/feeling-good-by-david-burns', 3, 320),
  ('evicted', 'Evicted: Poverty and Profit in the American City',
   'A Pulitzer Prize-winning look at eight families in Milwaukee fighting to keep a roof over their heads.',
   'book', '{homelessness,poverty}', false, 'Matthew Desmond',
   'https://en.wikipedia.org/wiki/Evicted:_Poverty_and_Profit_in_the_American_City', 3, 330),
  ('scarcity', 'Scarcity: Why Having Too Little Means So Much',
   'An economist and a psychologist show how being short of money or time takes up mental space, and that it is not a personal failing.',
   'book', '{poverty,financial}', false, 'Sendhil Mullainathan and Eldar Shafir',
   'https://www.barnesandnoble.com/w/scarcity-sendhil-mullainathan/1114258421', 3, 340),
  ('dear-america', 'Dear America: Notes of an Undocumented Citizen',
   'A Pulitzer Prize-winning journalist tells what it is like to grow up undocumented in the United States.',
   'book', '{immigration,discrimination}', false, 'Jose Antonio Vargas',
   'https://bookclubs.com/books/dear-america-notes-of-an-undocumented-citizen-13989', 3, 350),
  ('self-compassion', 'Self-Compassion: The Proven Power of Being Kind to Yourself',
   'A psychologist shows how treating yourself like a good friend helps more than harsh self-criticism, with exercises.',
   'book', '{mental-health}', false, 'Kristin Neff',
   'https://www.hollandtimes.nl/articles/tipsandreviews/the-proven-power-of-being-kind-to-yourself-self-compassion-book/', 3, 360),
  ('beautiful-boy', 'Beautiful Boy: A Father''s Journey Through His Son''s Addiction',
   'A father''s honest memoir of loving a son through methamphetamine addiction, relapse and recovery.',
   'book', '{loved-one,substance-abuse}', false, 'David Sheff',
   'http://www.houghtonmifflinbooks.com/books/Beautiful_Boy.html', 3, 370),
  ('in-the-realm-of-hungry-ghosts', 'In the Realm of Hungry Ghosts: Close Encounters with Addiction',
   'A doctor who worked for years with people with severe addiction argues that addiction grows from pain, not weak will.',
   'book', '{substance-abuse}', true, 'Gabor Maté',
   'https://drgabormate.com/book/in-the-realm-of-hungry-ghosts/', 3, 380),
  ('get-your-loved-one-sober', 'Get Your Loved One Sober: Alternatives to Nagging, Pleading, and Threatening',
   'The CRAFT approach for families: practical, kind ways to encourage someone you love toward treatment.',
   'book', '{loved-one,substance-abuse}', true, 'Robert J. Meyers and Brenda L. Wolfe',
   'http://blog.smartrecovery.org/2015/03/10/get-your-loved-one-sober-alternatives-to-nagging-pleading-and-threatening/', 3, 390),
  ('adult-children-of-emotionally-immature-parents', 'Adult Children of Emotionally Immature Parents',
   'A psychologist describes parents who could not meet their children''s emotional needs, and how grown children heal.',
   'book', '{parental-absence,family-instability}', true, 'Lindsay C. Gibson',
   'https://www.audible.com/blog/summary-adult-children-of-emotionally-immature-parents-by-lindsay-c-gibson-psyd', 3, 400),
  ('the-dbt-skills-workbook', 'The Dialectical Behavior Therapy Skills Workbook',
   'Step-by-step exercises for four skills: mindfulness, handling distress, managing emotions, and dealing with people.',
   'book', '{mental-health}', true, 'Matthew McKay, Jeffrey C. Wood and Jeffrey Brantley',
   'https://whitestar-wellness.com/the-dialectical-behavior-therapy-skills-workbook/', 3, 410),
  ('your-money-or-your-life', 'Your Money or Your Life',
   'A nine-step program for seeing money as your time and energy, getting out of debt, and deciding what is enough.',
   'book', '{financial}', true, 'Vicki Robin and Joe Dominguez',
   'https://yourmoneyoryourlife.com/history/', 3, 420);

insert into public.library_bodies (item_slug, members_only, body)
select item.slug, item.members_only, text.body
from (
  values
  ('make-a-crisis-plan', $b$A crisis plan is a short page you write when you feel a bit steadier. On a bad day you do not have to think: you just follow it. Many therapists call it a safety plan.

## What to write down

1. My warning signs: the thoughts, feelings or situations that tell me a crisis may be coming.
2. Things I can do on my own to feel a little better: a walk, a shower, music, writing, holding something cold.
3. People and places that take my mind off things.
4. People I can ask for help, with their phone numbers.
5. Professionals I can call: my doctor or counselor, and the 988 Suicide & Crisis Lifeline (call or text 988 in the US).
6. How I can make my space safer, for example by asking someone to keep medicines or weapons for me.
7. One reason for living that matters to me.

## Keep it where you will see it

Take a photo of it, keep a copy in your wallet, and give a copy to someone you trust. Read it again after a hard week and change what did not help.

If you are in danger right now, call 911 or go to the nearest emergency room.$b$),

  ('eviction-notice-first-week', $b$A notice from your landlord is usually the start of a legal process, not the end of it. In most places only a court can order you out, and only a sheriff or marshal can remove you. A landlord who changes the locks or puts your things outside without a court order is usually breaking the law.

## In the first few days

1. Read the notice carefully. Write down the date you got it, the reason it gives, and any deadline.
2. Do not ignore court papers. If you are served a summons, there is often a short deadline to answer in writing. If you miss it, you can lose automatically.
3. Call free legal aid as soon as you can. Call 211 or search for legal aid in your county. Many cities have free lawyers for tenants.
4. Ask about rental help. Local emergency rental assistance, charities and some faith groups pay back rent, sometimes straight to the landlord.
5. Keep paying what you can, and get a receipt for every payment.
6. Gather your papers: your lease, rent receipts, texts and letters with your landlord, and photos of any repair problems.

## Go to court

If there is a hearing, go, and arrive early. Tenants who show up, and especially those who have a lawyer, are much more likely to keep their home or get more time to move.$b$),

  ('finding-free-food', $b$Needing food help is common, and the people who run food programs expect you. You usually do not need to prove much to get food today.

## Where to look

- Food pantries and food banks: call 211, or ask a local library, school or place of worship which pantries are near you and when they are open.
- Free meal programs: community kitchens, shelters and some places of worship serve hot meals, often with no questions asked.
- School meals: ask your child's school about free or reduced-price meals. Many schools serve breakfast and lunch.
- SNAP (food stamps): apply through your state. If you have very little money this month, ask whether you can get benefits faster.
- WIC: if you are pregnant, just had a baby, or have a child under five, WIC helps with healthy food.

## What to bring

Some pantries ask for an ID or proof of address; many do not. Bring bags, and ask if they have food that fits your needs, such as food that needs no cooking if you have no kitchen.$b$),

  ('your-first-night-at-a-shelter', $b$Going to a shelter for the first time can feel frightening. Knowing what usually happens helps.

## When you arrive

Staff will usually ask your name, check for beds, explain the rules and show you where to sleep. Rules often cover curfew, quiet hours and what you may bring in. Ask questions: what time you must leave in the morning, where to keep your things, and whether you can come back tomorrow.

## Keep these with you

- Your ID, benefit cards and important papers, in a small bag you keep on your body.
- Your phone and charger. Ask where you can charge safely.
- Medicines, in their original packets.

## Look after yourself

Tell staff if you feel unsafe, if you have a health need, or if you are escaping abuse: many areas have separate, confidential shelters for domestic violence survivors. Ask about case managers. They can help you apply for housing, benefits and ID. You deserve respect here. If something is wrong, you can ask to make a complaint.$b$),

  ('know-your-rights-immigration', $b$Everyone in the United States has certain rights under the Constitution, whatever their immigration status.

## If officers come to your home

- You do not have to open the door. Ask them to show any warrant through a window or slide it under the door.
- An ICE administrative warrant (form I-200 or I-205) does not let officers enter your home without your permission. Only a warrant signed by a judge does.
- If they come in anyway, say clearly: "I do not consent to this search." Do not physically resist.

## If you are stopped or questioned

- You have the right to remain silent. You can say: "I want to remain silent. I want to speak to a lawyer."
- Do not lie and do not show false papers.
- Do not sign any paper you do not understand, especially one that gives up your right to a hearing.

## Get ready now

Learn the phone number of a lawyer or a trusted person by heart. Make a family plan for who will care for your children. Keep copies of important papers somewhere safe, outside your home. Find a free or low-cost immigration legal service, such as a nonprofit recognized by the Department of Justice.$b$),

  ('pregnant-and-young-first-steps', $b$If you are young and think you might be pregnant, you are not alone, and you do not have to work it all out today.

## First steps

1. Confirm it. A home test is a good start. A clinic, health center or doctor can confirm it for free or at low cost.
2. See a health professional early, whatever you decide. Early care is better for your health.
3. Learn about all your options from a source that will give you honest medical facts and not push you toward one choice.
4. Take care of yourself now: avoid alcohol, tobacco and drugs, and ask a clinic about prenatal vitamins.

## Finding support

Think of one adult you trust: a parent, relative, school nurse, counselor or doctor. If telling your family feels unsafe, tell a counselor or health worker first. If you decide to continue the pregnancy, WIC helps with healthy food, and many schools support young parents to keep studying.

If someone is hurting you or forcing you into anything, that is not your fault. Tell someone you trust, or call 911 if you are in danger.$b$),

  ('sleep-when-life-is-hard', $b$When life is hard, sleep is often the first thing to go. You lie awake going over money, safety, or what happened today. This guide is for nights like that.

## Give your body a steady rhythm

- Try to get up at about the same time every day, even after a bad night. A fixed wake-up time helps more than a fixed bedtime.
- Get daylight in the morning, even ten minutes outside.
- Keep naps short, about twenty minutes, and before mid-afternoon.
- Cut down caffeine after lunch, and avoid alcohol as a sleep aid: it makes sleep lighter later in the night.

## When your mind will not stop

Keep a "worry page" by your bed. Write down the worry and one small next step for tomorrow, then close the page. If you have been awake for what feels like a long time, get up, do something calm in dim light, and go back when you feel sleepy.

## In a noisy or shared space

Earplugs, an eye mask or a scarf over your eyes, and a low, steady sound like a fan can block a lot. Keep your valuables close so part of you can rest.

If poor sleep goes on for weeks, or you snore loudly and wake up gasping, talk to a doctor or clinic.$b$),

  ('talking-to-a-loved-one-about-drinking', $b$Watching someone you love drink or use drugs in a harmful way hurts. Many families try nagging, pleading or threats, because nothing else seems left. Research on family approaches such as CRAFT shows there are gentler ways that work better, and that also protect you.

## Choose your moment

Talk when they are sober and calm, and when you are calm too. Avoid starting a talk in the middle of an argument or while they are using.

## What to say

- Start with care: "I love you, and I am worried about you."
- Describe what you saw, not what they are: "Last night you drove after drinking" instead of "You are a drunk."
- Say how it affects you: "I could not sleep until you got home."
- Ask, and listen: "How do you feel about your drinking?"
- Offer one clear step: "Would you come with me to see a doctor?"

## Look after yourself

Notice and reward the sober times, spending time together when they are not using. Let natural consequences happen instead of covering for them. Make a safety plan if there is any violence. Support groups for families, and the SAMHSA National Helpline (1-800-662-4357, free and confidential, 24/7), can help you find support and treatment.$b$),

  ('writing-down-discrimination', $b$If you are treated unfairly because of your race, religion, sex, disability, age, national origin or another protected reason, a written record makes any complaint much stronger. Write things down even if you are not sure you will complain.

## Write it as soon as you can

For each incident, write:

- The date, time and place.
- Who was involved, with names and job titles if you know them.
- Exactly what was said or done. Use the real words, even if they are ugly.
- Who saw or heard it.
- How it affected you: your work, your housing, your health.

## Keep evidence safe

Keep copies of emails, texts, letters, schedules and pay slips. Store them somewhere your employer or landlord cannot reach, such as a personal email account, not a work computer. Do not take papers you are not allowed to take; ask a lawyer first.

## Watch the deadlines

Complaints have time limits. For job discrimination, a charge with the US Equal Employment Opportunity Commission usually must be filed within 180 days, or 300 days in many states. For housing, you can complain to HUD within one year. Free legal aid groups and civil rights organizations can help you decide what to do.$b$),

  ('dealing-with-debt-collectors', $b$A call from a debt collector can be frightening, but collectors have to follow the federal Fair Debt Collection Practices Act. Knowing the rules helps you stay calm and in control.

## Check the debt is real

A collector must tell you the amount, the creditor and how to dispute the debt. If you do not recognize it, dispute it in writing within 30 days of that notice. The collector must then stop collecting until it sends proof. Never pay a debt you do not recognize just to make the calls stop, and never give bank details to a caller you have not checked.

## What collectors may not do

- Call before 8 a.m. or after 9 p.m. your time, unless you agree.
- Threaten you with violence or arrest, use abusive language, or lie about what they can do.
- Tell your family, friends or employer about your debt, except in very limited ways.

## Stop the calls

You can send a letter asking the collector to stop contacting you. Keep a copy. This does not erase the debt, but the calls must stop, with a few exceptions. Some income, such as Social Security, is usually protected from being taken.

## Keep a record

Write down the date, time, name and what was said in every call. You can complain to the Consumer Financial Protection Bureau or your state attorney general, and talk to free legal aid before you agree to any payment plan.$b$),

  ('growing-up-without-a-parent', $b$A parent can be missing in many ways: they left, died, were in prison, were deported, or were there in body but not in care. Each is a real loss, even if people around you did not treat it as one.

## Name what you missed

It can help to write down what a parent might have given you: comfort, guidance, protection, someone who was proud of you. Naming it is not blaming yourself. It shows you where you might need extra care now.

## Let yourself grieve

Grief can show up as anger, numbness, or sadness on birthdays and holidays. These feelings are normal. You can miss someone and be angry with them at the same time.

## Find the support you missed

- Mentors, coaches, teachers, relatives or older friends can fill some of the roles a parent would have.
- Support groups for people with a parent in prison, or who lost a parent, let you talk with people who understand.
- A counselor can help you untangle old patterns, such as finding it hard to trust, or always looking after everyone else.

You are not defined by who was absent. The care you give yourself now counts.$b$),

  ('after-a-slip', $b$A slip, or lapse, means using again after a time of not using. It is common in recovery, and it does not wipe out the progress you made. What you do next matters most.

## In the first day

1. Stop, if you can, and get to a safe place. If you used opioids after a break, your tolerance is lower and overdose risk is higher: do not use alone, and keep naloxone with you if you can.
2. Tell someone: a sponsor, counselor, friend or support group.
3. Be kind to yourself. Shame makes using again more likely, not less.

## Learn from it

When you feel steadier, write down what happened before the slip: where you were, who you were with, how you felt, and what you were thinking. Look for the trigger and plan what you will do differently next time.

## Get back to your plan

Go back to your meetings, appointments and routines. If slips keep happening, it may be time to change your treatment, not a sign that you have failed. The SAMHSA National Helpline (1-800-662-4357, free, confidential, 24/7) can help you find treatment.$b$),

  ('weekly-budget', $b$Money is easier to face one week at a time. Copy this page or print it each week.

## Money coming in this week

- Pay from work:
- Benefits (SNAP, SSI, unemployment and others):
- Child support or other help:
- Total in:

## Must pay first

These keep a roof over your head and you safe. Write the amount and the due date.

- Rent or housing:
- Electricity, heat, water:
- Food:
- Medicine:
- Transport to work or appointments:
- Phone (you need it to find work and help):

## Other bills and debts

List them, then look at which ones can wait, or can be paid in smaller amounts if you call and ask.

## What is left

Total in, minus total out. If the answer is below zero, that is not a failure: it tells you where to look for help. Call 211 and ask about help with the bill that worries you most.

## One thing I will do this week

Write one small step, like "call the electric company about a payment plan".$b$),

  ('benefits-checklist', $b$Many people who qualify for help never apply, often because they do not know it exists. Tick each one you want to find out about. Rules differ by state, so check with your local office or call 211.

## Kinds of help to check

- [ ] Food: SNAP (food stamps), WIC for young children and pregnancy, school meals.
- [ ] Health: Medicaid or the Children's Health Insurance Program (CHIP), community health centers.
- [ ] Money: unemployment insurance, cash assistance (TANF), SSI or disability benefits.
- [ ] Taxes: the Earned Income Tax Credit and free tax preparation (VITA).
- [ ] Housing: emergency rental help, housing vouchers, help with utility bills (LIHEAP).
- [ ] Phone and internet: the federal Lifeline program.
- [ ] Child care help.

## For each one, write

- Where to apply (website, office or phone):
- Papers I need (ID, proof of income, proof of address, Social Security numbers):
- Date I applied:
- What happens next, and when:

Keep copies of everything you send, and write down the name of everyone you talk to.$b$),

  ('before-an-appointment', $b$Appointments can be short and stressful. Filling this in first helps you say what matters.

## Why I am going

The main thing I want help with:

## What is happening

- When it started:
- How often it happens, and how bad (from 1 to 10):
- What makes it better or worse:

## My medicines

List everything you take, including vitamins, herbal remedies and over-the-counter medicines, or bring them in a bag.

## My questions

1.
2.
3.

Good questions include: What do you think is causing this? What are my options? What will it cost? What should I do if it gets worse?

## During the visit

You can bring someone with you. You can ask for an interpreter for free. You can ask the doctor to write things down or explain again in simpler words. Before you leave, repeat back what you will do next, so you both know it is clear.$b$),

  ('important-papers-checklist', $b$Losing your papers can make everything harder: work, benefits, housing and travel. Use this list to know what you have and where it is.

## Papers to keep safe

- [ ] Photo ID (driver's license, state ID or passport)
- [ ] Birth certificate
- [ ] Social Security card
- [ ] Immigration papers (green card, work permit, visa, any notices from immigration)
- [ ] Benefit letters
- [ ] Lease or housing papers
- [ ] Medical records and a list of medicines
- [ ] Children's birth certificates and school records

## Keep copies

Take photos and keep them somewhere safe online, such as an email to yourself. Give copies to someone you trust. Keep the originals in one folder, in a safe place you can grab quickly.

## If papers are lost or taken

Ask a case manager, legal aid office or library for help replacing them. If someone takes your papers away from you, such as an employer, that can be a sign of trafficking or abuse. You can get help and you have rights.$b$),

  ('who-is-in-my-corner', $b$When things are hard, it is easy to feel that nobody is there. Filling this in often shows more support than you expected, and where you could use more.

## People I can talk to

Name, and how to reach them:

## People who can help with practical things

Rides, childcare, a place to stay for a night, lending a little money:

## Places I can go

A library, a place of worship, a community center, a clinic, a drop-in center:

## Professionals

My doctor or clinic, a counselor, a case manager, a teacher or school counselor:

## In an emergency

- 911 for immediate danger.
- 988 Suicide & Crisis Lifeline: call or text 988.
- 211 for local help with food, housing and bills.

## One person I will reach out to this week

Write their name, and what you will say. It can be as simple as "Can we talk this week?"$b$),

  ('thought-record', $b$This sheet is based on a common tool in cognitive behavioral therapy. It helps you slow down a painful thought and check whether it is the whole truth. Use it when your mood drops suddenly.

## 1. The situation

Where was I, who was with me, what happened?

## 2. My feelings

Name each feeling (sad, scared, angry, ashamed) and rate it from 0 to 100.

## 3. The thought

What went through my mind? Write the one that hurts most, word for word. For example: "I always mess everything up."

## 4. Check it

- What facts support this thought?
- What facts do not fit it?
- Am I using words like "always", "never" or "everyone"?
- What would I say to a friend who thought this?

## 5. A fairer thought

Write a thought that takes in all the facts. For example: "I made a mistake today. I have also done many things well, and I can fix part of this."

## 6. Rate again

Rate your feelings again from 0 to 100. Even a small drop counts. With practice, it gets quicker, and you start to catch thoughts as they happen.$b$),

  ('values-and-next-steps', $b$When life is in crisis, every day is about getting through. It is easy to lose sight of what you care about. This sheet helps you find it again, and take one small step toward it.

## What matters to me

Circle the three that matter most to you right now, or add your own: family, health, safety, learning, faith, work, friendship, kindness, freedom, creativity, home, community.

## Why they matter

For each one, write a sentence about why it is important to you.

## Where I am now

For each, rate from 0 to 10 how much your life lets you live it right now. This is not a score of you. Hard times push us away from what we value.

## One small step

Choose one value and one step so small that you could do it this week even on a bad day. For example: "Family: call my sister on Sunday." "Health: walk for ten minutes on Tuesday."

## After the week

Did you do it? What got in the way? What is the next small step? Small steps, repeated, add up to a life that feels more like yours.$b$),

  ('boundary-scripts', $b$A boundary is a clear statement of what you will and will not accept. Having the words ready makes it easier to say them. Fill in the blanks and practice out loud.

## Saying no

"Thank you for asking. I cannot ______, but I can ______."

"No, I am not able to do that."

You do not have to give a long reason.

## Asking for what you need

"When ______ happens, I feel ______. I need ______. Can you do that?"

## Holding the line

"I have already answered. My answer is still no."

"I hear that you are upset. My decision is the same."

## Ending a conversation that turns harmful

"I will not keep talking while I am being shouted at. I am going to leave now, and we can talk later."

Then leave, if it is safe to do so.

## After the conversation

What went well? What would I say differently? Who can I talk to about it?

If setting a boundary could put you in danger, your safety comes first. Talk to a domestic violence advocate about a safety plan.$b$),

  ('cravings-log', $b$Cravings come and go like waves. They often peak and fade within about half an hour, even when they feel endless. Logging them shows you patterns you can plan for.

## Each time a craving comes, write

- Date and time:
- Where I was, and who I was with:
- What I was feeling just before (bored, lonely, stressed, angry, happy):
- How strong it was, from 1 to 10:
- What I did instead:
- How strong it was 30 minutes later:

## Things that can help ride the wave

- Leave the place or the situation.
- Call or text someone on your support list.
- Drink water, eat something, take a shower, go for a walk.
- Remind yourself out loud why you want to stop.
- Wait 15 minutes before deciding anything.

## At the end of the week

Look back. When do cravings come most? What helped most? Share the log with your counselor or sponsor if you have one.$b$),

  ('the-body-keeps-the-score', $b$Bessel van der Kolk is a psychiatrist who has worked with trauma survivors for decades. In this book he explains, with many stories from his patients, why painful experiences can stay stored in the body: in a racing heart, tight muscles, trouble sleeping or feeling numb.

## Why we recommend it

Many readers say this book helped them understand their own reactions for the first time. It also describes many ways people heal, including talk therapy, yoga, theater, and approaches that work with the body.

## Good to know

Some chapters describe abuse and war in detail. Read it slowly, skip parts when you need to, and talk with someone you trust. Some of the science it describes is still debated by researchers. It is not a replacement for care from a trained professional.$b$),

  ('feeling-good', $b$Psychiatrist David D. Burns first published Feeling Good in 1980. It brought cognitive behavioral therapy to everyday readers, and mental health professionals still recommend it often for depression.

## Why we recommend it

It explains how our thoughts shape our moods, and teaches you to spot common "thinking traps", such as all-or-nothing thinking. It is full of exercises you can do with a pen and paper, and it has been studied as a self-help treatment for mild to moderate depression.

## Good to know

It is a long book; you do not need to read it in order. Start with the chapters on the thinking traps. If your depression is severe, or you think about ending your life, please reach out for help now: call or text 988.$b$),

  ('evicted', $b$Sociologist Matthew Desmond lived among tenants and landlords in Milwaukee and followed eight families through eviction. The book won the 2017 Pulitzer Prize for General Nonfiction.

## Why we recommend it

If you have been evicted, this book shows that it is not simply about personal failure. Desmond shows how eviction can be a cause of poverty, not only a result of it. Readers who have never faced eviction come away understanding it much better.

## Good to know

It is a true story told with care, and it can be hard to read if you are going through it now. If you are facing eviction, read our guide "Got an eviction notice? Your first week" first.$b$),

  ('scarcity', $b$Economist Sendhil Mullainathan and psychologist Eldar Shafir study what happens to our minds when we have too little of something: money, time, or food.

## Why we recommend it

Their research shows that scarcity captures attention. When money is very tight, a lot of mental space goes to getting through today, which leaves less for planning ahead. This is true for anyone in that situation, not a flaw in people who are poor. Many readers say it lifted a weight of shame.

## Good to know

It is written for a general reader, with stories and studies, not a how-to guide. Pair it with our weekly budget worksheet if you want practical steps.$b$),

  ('dear-america', $b$Jose Antonio Vargas was sent from the Philippines to live with his grandparents in California when he was twelve. At sixteen he found out his papers were not real. He went on to become a Pulitzer Prize-winning journalist, and in 2011 he told the world he was undocumented.

## Why we recommend it

It is an honest memoir about living with fear, secrets and a deep wish to belong. Many readers who are undocumented, or love someone who is, say they felt seen.

## Good to know

It shares one person's story and is not legal advice. For your own situation, talk to a trusted immigration legal service, and read our guide "Know your rights if immigration officers come".$b$),

  ('self-compassion', $b$Psychologist Kristin Neff has studied self-compassion for many years. She describes it in three parts: being kind to yourself instead of judging yourself, remembering that suffering is part of being human, and noticing pain without ignoring it or blowing it up.

## Why we recommend it

When life is hard, many of us become our own harshest critic. This book shows, with research and short exercises, that kindness toward yourself helps you keep going and try again, more than self-criticism does.

## Good to know

Some parts draw on Buddhist ideas, explained simply. The exercises are short and can be done anywhere.$b$),

  ('beautiful-boy', $b$Journalist David Sheff tells how his son Nic, a bright and loving boy, became addicted to methamphetamine, and how the family lived through years of hope, relapse and fear. His son Nic wrote his own memoir of the same years, called Tweak.

## Why we recommend it

If you love someone who uses drugs, you may feel alone, or blame yourself. This book names those feelings honestly. It also shows a parent learning about treatment and about looking after himself.

## Good to know

It includes relapses and frightening moments. It is one family's story, not a guide. For practical steps, see our guide on talking to someone you love about drinking or drugs.$b$),

  ('in-the-realm-of-hungry-ghosts', $b$Dr. Gabor Maté worked for many years as a doctor in Vancouver's Downtown Eastside, caring for people with severe drug addiction. He writes about them with deep respect, and about his own compulsive habits too.

## Why we recommend it

Maté argues that addiction is not a moral failure or simply a matter of will. He sees it as an attempt to soothe pain, often pain that started in childhood. Many readers in recovery, and families, say it helped them replace blame with understanding.

## Good to know

It describes drug use and early trauma openly. Some of its ideas about causes are debated by other experts. It is not a treatment plan: use it beside support from people who can help you.

Members' note: many readers find it easier to take one chapter a week and talk it over with someone, rather than read it all at once.$b$),

  ('get-your-loved-one-sober', $b$Psychologists Robert J. Meyers and Brenda L. Wolfe explain CRAFT (Community Reinforcement and Family Training), an approach for families and friends of people who drink or use drugs.

## Why we recommend it

Instead of confrontation, CRAFT teaches you to notice what happens before and after your loved one drinks, reward sober time, let natural consequences happen, and pick the best moment to suggest treatment. In research studies, CRAFT helped many families get a loved one into treatment. Just as important, it helps you look after your own safety and happiness.

## Good to know

It is written for families of people who drink, but the ideas work for other drugs too. If there is violence at home, put your safety first.

Members' note: start by writing down one sober time this week and how you could make it more rewarding; small changes in your own behavior are where CRAFT begins.$b$),

  ('adult-children-of-emotionally-immature-parents', $b$Clinical psychologist Lindsay C. Gibson writes about parents who were physically present but emotionally unavailable: self-involved, unpredictable, or unable to handle feelings.

## Why we recommend it

Many adults carry loneliness, guilt or a habit of putting everyone else first without knowing why. Gibson gives clear words for these patterns. She describes different types of emotionally immature parents, and how children adapt to them, and offers ways to set boundaries and build relationships that feel safer.

## Good to know

Reading it can bring up old memories. Go slowly. It may help to read it alongside a counselor, or our worksheet "Who is in my corner?".

Members' note: Gibson later wrote two follow-ups with more exercises, Recovering from Emotionally Immature Parents and Self-Care for Adult Children of Emotionally Immature Parents.$b$),

  ('the-dbt-skills-workbook', $b$Dialectical behavior therapy (DBT) was first developed by psychologist Marsha Linehan for people with overwhelming emotions. This workbook by Matthew McKay, Jeffrey C. Wood and Jeffrey Brantley turns DBT's skills into exercises you can practice on your own or with a therapist.

## Why we recommend it

It teaches four skills: mindfulness, distress tolerance (getting through a crisis without making it worse), emotion regulation, and interpersonal effectiveness (asking for what you need while keeping your self-respect). The exercises are short and concrete.

## Good to know

Start with the distress tolerance chapter; it has tools for bad moments. The workbook supports therapy but does not replace it, especially if you are at risk of harming yourself.

Members' note: practice one distress tolerance skill on a calm day first, so it already feels familiar when a hard moment comes.$b$),

  ('your-money-or-your-life', $b$Vicki Robin and Joe Dominguez first published this book in 1992, and it has been updated since. It has helped many readers rethink money.

## Why we recommend it

Its central idea is that money is something you trade your life energy for: your hours, your health, your time with people you love. Its nine steps start with making peace with your past spending, tracking every dollar, and working out your real hourly wage after work costs. Then you ask of each expense whether it was worth the hours it took.

## Good to know

Some parts, about investing and retiring early, are aimed at people who already earn more than they need. The first steps, tracking money and asking what is enough, help at any income.

Members' note: do step two (tracking every dollar) for just one month, using our weekly budget worksheet, before reading further.$b$)
) as text (slug, body)
join public.library_items item on item.slug = text.slug;
