import { PLAIN_WORDS, type Guidance } from './guidance';

/** Guidance for the `@harbor-help/challenges` docs pages, by component. */
export const CHALLENGES_GUIDANCE = {
  ChallengePage: {
    use: [
      'For the page of one challenge, such as legal help or poverty.',
      'Put it inside the site’s `main`. It gives the page its only `h1`.',
    ],
    avoid: [
      'Inside another page, or twice on one page.',
      'For a page that is not about one challenge. Build it from the UI kit.',
    ],
    words: [
      PLAIN_WORDS,
      'The content lives in the package and is checked for reading grade.',
      'Speak to the visitor as "you". Never judge, never blame.',
    ],
    keyboard: [
      'Tab goes through the page in reading order: links, services, then steps.',
      'Parts that load later do not move focus. The page stays where it is.',
    ],
  },
  CrisisLines: {
    use: [
      'Where someone may be in danger now: the get help page, and challenge pages.',
      'It shows the lines for the visitor’s country, with Call and Text links.',
    ],
    avoid: [
      'For services that are not for a crisis. Use `ResourceCard`.',
      'Never type a phone number by hand. The lines come from checked data.',
    ],
    words: [
      'The kit writes the words. Each link says what it does: "Call 988".',
      'Keep the text around it short. People in crisis need the number first.',
    ],
    keyboard: [
      'Tab reaches each Call and Text link. Enter opens the phone or text app.',
      'The lines of the visitor’s own country replace the first list without moving focus.',
    ],
  },
  CountryChooser: {
    use: [
      'Under the crisis lines, so a visitor outside the US can find the lines of their country.',
      '`ChooseCountryLink` goes under every set of lines. `CountryChooser` is the form it leads to.',
      '`CrisisLineList` shows the lines of the country chosen.',
    ],
    avoid: [
      'To ask where someone lives for any other reason.',
      'For a country with no checked lines. The form points to the international list instead.',
    ],
    words: [
      'The kit writes the words: "Your country", "Show lines", "Not in Canada? Choose your country".',
      'Country names are the ones people use at home, in plain words.',
    ],
    keyboard: [
      'Tab reaches the list of countries, then "Show lines". Arrow keys change the country.',
      'It is a plain form, so it works before the page is ready and with no JavaScript.',
      'The new lines take the place of the old ones. Focus stays on "Show lines".',
    ],
  },
  GuidedActivity: {
    use: ['For a short check-in, one question at a time, that ends in a plan.'],
    avoid: [
      'For a form that sends something. Use `SubmissionForm`.',
      'For one question. Ask it on the page.',
    ],
    words: [
      PLAIN_WORDS,
      'Each step asks one thing. Choices are short.',
      'Say that answers stay on this device, and how to clear them.',
    ],
    keyboard: [
      'Each step is a group of choices. Tab and the arrow keys move through them.',
      'Next and Back move between steps. Focus goes to the new step’s heading.',
      'The step number is read out when it changes.',
      'At the end, Tab reaches the plan’s print, copy and clear buttons.',
    ],
  },
  ResourceCard: {
    use: ['For one service in a list: what it offers, its hours, and how to reach it.'],
    avoid: [
      'For a crisis line. Use `CrisisLines`.',
      'For a service whose details were not checked. Do not list it.',
    ],
    words: [
      PLAIN_WORDS,
      'Say what the service does and who it is for, in one or two sentences.',
      'Link text says what it does: "Call 211", "Visit website".',
    ],
    keyboard: [
      'Tab reaches each link and button in turn: Call, Text, website, "Save to my list".',
      'Saving keeps focus on the button. A screen reader hears that it was saved.',
    ],
  },
  ResourceDirectory: {
    use: ['For the full list of services, with search and filters.'],
    avoid: ['For a few services on a challenge page. Use `ResourceCard`s.'],
    words: [
      PLAIN_WORDS,
      'Filter names are short and use the words people search for.',
      'When nothing matches, say so and point to the crisis lines.',
    ],
    keyboard: [
      'Tab reaches the search box, the filters, then the services.',
      'The number of results is read out when it changes. Focus stays put.',
      'After "Show more", focus goes to the first new service.',
    ],
  },
  ContactLinks: {
    use: [
      '`ContactLinks`: a service’s Call, Text and Website buttons, one tap each.',
      '`OtherWays`: after them, the other ways in, such as TTY, chat or Spanish.',
      '`ResourceCard` and the crisis lines use them for you.',
    ],
    avoid: [
      'For a whole service. Use `ResourceCard`, which adds what it offers and its hours.',
      'For the crisis lines. Use `CrisisLines`.',
      'With a number typed by hand. The ways in come from checked data.',
    ],
    words: [
      'The kit writes "Call", "Text" and "Website". The numbers come from the data.',
      'Give the service’s `name`. Screen readers hear it after each link: "Call 988, Lifeline".',
      'Only plain numbers and https addresses become links.',
    ],
    keyboard: [
      'Tab reaches each link in turn: Call, Text, then Website.',
      'Enter opens the phone, the text app or the website.',
      'The links are a list, so screen readers say how many there are.',
      'A Spanish way is marked as Spanish, so it is read in Spanish.',
    ],
  },
  InternationalHelplinesLink: {
    use: [
      'Under a country’s crisis lines, for people in a country Harbor has no checked lines for.',
      '`CrisisLines` and each challenge page add it for you.',
    ],
    avoid: [
      'In place of the lines for the visitor’s country. Show `CrisisLines` first.',
      'For a service in one country. Use `ResourceCard`.',
    ],
    words: [
      'The kit writes the words. The link comes from checked data.',
      'The link says the name of the list, so people know where it goes.',
    ],
    keyboard: [
      'Tab reaches the link. Enter opens the list of helplines in the same tab.',
      'It looks like a button, but it is a link.',
    ],
  },
  ServiceHoursView: {
    use: [
      'For a service’s hours in a list of services. `ResourceCard` shows it for you.',
      'Pass the checked hours. With none, it says the hours are not listed.',
    ],
    avoid: [
      'For times that are not a service’s hours, such as an event. Write them on the page.',
      'With hours typed by hand. Hours come from checked data, with their time zone.',
    ],
    words: [
      'The kit writes the hours in plain words, from the data.',
      'When the hours vary, the owner’s note is shown as it is. Keep it short.',
      'The badge says "Open now" or "Closed now", and when it opens next.',
    ],
    keyboard: [
      'It cannot get focus. It is read as text, in page order.',
      'After the page loads, it adds the visitor’s own time and the badge.',
      'The badge is checked each minute. A change is not read out.',
    ],
  },
} as const satisfies Record<string, Guidance>;
