import { PLAIN_WORDS, type Guidance } from './guidance';

/** Guidance for the `@harbor-help/ui` docs pages, by component. */
export const UI_GUIDANCE = {
  CharacterCount: {
    use: [
      'Under a long field that has a limit, so people see how much room is left.',
      'Most often through `TextArea` with `characterCount`, which adds it for you.',
    ],
    avoid: [
      'On a field with no limit. Do not add a limit just to show a count.',
      'On short fields such as a name or an email.',
    ],
    words: [
      'The kit writes the count for you: "You have 20 characters remaining".',
      'Say the limit in the hint too, so people know it before they start.',
    ],
    keyboard: [
      'It cannot get focus. It is read with the field when the field gets focus.',
      'When typing stops for a second, a screen reader hears the new count once.',
    ],
  },
  RadioGroup: {
    use: [
      '`RadioGroup`: a question with one answer, from a few choices (up to about six).',
      '`CheckboxGroup`: a question where people may pick any number of answers.',
      '`Checkbox`: one yes or no choice, such as "Keep this on this device".',
    ],
    avoid: [
      'For a long list (more than about six). Use `SelectField`.',
      'For choices that act at once, such as a filter that changes the page. Use buttons.',
    ],
    words: [
      PLAIN_WORDS,
      'The legend is the question: "How do you want us to contact you?"',
      'Keep each choice short, and give them in an order that makes sense.',
      'Add "None of these" or "I am not sure" when people may need it.',
    ],
    keyboard: [
      'Tab moves into the group and out of it.',
      'In a radio group, the arrow keys move between choices and pick one.',
      'After a failed submit, focus goes to the first choice of the first group with an error.',
      'Space ticks or clears a checkbox.',
    ],
  },
  PageHeader: {
    use: [
      '`PageHeader`: once at the top of every content page, for its heading and intro.',
      '`Section`: a titled part of a page, with an `h2`.',
      '`CardGrid` and `Card`: a set of links or short blocks, such as resources.',
    ],
    avoid: [
      'A second `PageHeader` on one page: a page has one `h1`.',
      'Cards for long text or for a single item. Use a `Section`.',
    ],
    words: [
      PLAIN_WORDS,
      'The heading says what the page is for, in a few words.',
      'The intro is one or two sentences. Say who the page is for, or what to do first.',
      'A card title says where the link goes.',
    ],
    keyboard: [
      'Headings and sections cannot get focus. Screen reader users jump between them.',
      'A card with `href` has one link, its title: Tab reaches it once, Enter follows it.',
      'Give `headingRef` when focus should move to the heading, such as after a route change.',
    ],
  },
  ErrorPage: {
    use: [
      'As the router’s error page, when the app hits an error it did not expect.',
      'It has its own `main`, so use it in place of a layout, not inside one.',
    ],
    avoid: [
      'For a page that is not found. Use the site’s not found page.',
      'For a part of a page that failed to load. Use `LoadError`.',
      'For a form that failed to send. `SubmissionForm` shows that.',
    ],
    words: [
      'The kit writes the words. They say it is not the visitor’s fault.',
      'Put technical details in `details` only. They stay folded away.',
    ],
    keyboard: [
      'Tab reaches the home page button, then the details.',
      'Enter or Space opens the details.',
    ],
  },
  ErrorSummary: {
    use: [
      'At the top of a long form, after a submit with one or more wrong fields.',
      'Give each field its own `error` too. The summary lists them and links to each.',
    ],
    avoid: [
      'On a short form with one or two fields. The field’s own message is enough.',
      'For a form that failed to send. That is `SubmissionFailure`.',
      'Before the visitor has tried to submit.',
    ],
    words: [
      PLAIN_WORDS,
      'The title says there is a problem: "There is a problem".',
      'Each line is the same message as the field’s, and says how to fix it.',
    ],
    keyboard: [
      'It takes focus when it appears, and is read at once.',
      'Tab moves to each link. A link moves focus to its field and shows its label.',
    ],
  },
  FormField: {
    use: [
      'For one line of text: a name, an email, a phone number, a search.',
      'Set `type` and `autoComplete` so phones show the right keys and can fill it in.',
    ],
    avoid: [
      'For long answers. Use `TextArea`.',
      'For a choice from a list. Use `RadioGroup` or `SelectField`.',
    ],
    words: [
      PLAIN_WORDS,
      'The label is short and says what to enter: "Email", not "Enter your email here".',
      'Use a hint for the format or why you ask: "We only use it to reply to you."',
      'Mark the few fields people may skip with `optional`, not the ones they must fill.',
      'An error says how to fix it: "Enter an email address like name@example.com".',
    ],
    keyboard: [
      'Tab reaches the field. Its label, hint and error are read with it.',
      'After a failed submit, focus goes to the first field with an error.',
    ],
  },
  FormNeedsConnection: {
    use: [
      'Before the fields of a form that needs the internet to send.',
      '`SubmissionForm` adds it for you.',
    ],
    avoid: ['For a form that works offline.', 'To say a send failed. That is `SubmissionFailure`.'],
    words: [
      'Give `action` as the start of a sentence: "Sending a message".',
      'The note says that what was typed stays in the form.',
    ],
    keyboard: [
      'It cannot get focus, and never moves focus.',
      'When the connection drops, a screen reader hears the note once.',
    ],
  },
  Header: {
    use: [
      'At the top of every page, through `Layout`.',
      'Use it on its own only if the site has its own layout.',
    ],
    avoid: [
      'On sign-in and other pages outside the main site. Use `StandaloneLayout`.',
      'Twice on a page. There is one help bar and one Quick exit per page.',
    ],
    words: [
      PLAIN_WORDS,
      'Keep the menu to a few short words: "Resources", not "Our resources for you".',
      'Name the buttons for what they do: "Sign In", "Get Started".',
    ],
    keyboard: [
      'Tab goes through the help link, Quick exit, the brand, the menu links and the sign-in links.',
      'The current page’s link is marked for screen readers as the current page.',
      'On narrow screens, the "Menu" button opens the menu. Focus moves into it.',
      'Shift pressed three times works like Quick exit.',
    ],
  },
  HelpBar: {
    use: [
      'Once, at the top of every page. `Layout` and `StandaloneLayout` add it.',
      'It holds the help link and Quick exit, and listens for the Quick exit keys.',
    ],
    avoid: [
      'Twice on one page: the keys would act twice.',
      'With a Quick exit that goes to a page that looks like Harbor.',
    ],
    words: [
      'The help link says what it gives: "Get help now".',
      'The Quick exit button always says "Quick exit".',
    ],
    keyboard: [
      'Tab reaches the help link, then Quick exit. Enter or Space leaves the site.',
      'Shift pressed three times also leaves. Each press is shown and read out.',
      'Quick exit replaces this page in the history, so Back does not come back.',
    ],
  },
  IdleSignOutWarning: {
    use: [
      'On a shared computer, before Harbor signs the visitor out because they did nothing.',
      'Bind it to `useAuth().idleSignOutAt` and `staySignedIn()`.',
    ],
    avoid: [
      'As a general dialog. It is only for this warning.',
      'On a visitor’s own device, where they chose to stay signed in.',
    ],
    words: [
      'The kit writes the words. It says what will happen and when.',
      'The time left counts down in minutes and seconds.',
    ],
    keyboard: [
      'It opens as a dialog. Focus goes to "Stay signed in".',
      'Tab stays inside the dialog while it is open.',
      'Escape also stays signed in. When it closes, focus goes back where it was.',
    ],
  },
  Layout: {
    use: [
      'Around every page of the main site: skip link, header, `main` and footer.',
      'Pass the auth state, the current path and your router’s link.',
    ],
    avoid: [
      'For sign-in, sign-up and other pages outside the main site. Use `StandaloneLayout`.',
      'Around `ErrorPage`, which has its own `main`.',
    ],
    words: [PLAIN_WORDS, 'Footer links are short and say where they go.'],
    keyboard: [
      'The first Tab shows "Skip to main content". Enter moves focus to the page.',
      'Then Tab goes through the header, the page and the footer in reading order.',
      'Shift pressed three times works like Quick exit.',
    ],
  },
  LoadError: {
    use: [
      'Where a part of a page could not load: the spot the content would be.',
      'Use it for every failed load, so people meet one look and one way out.',
    ],
    avoid: [
      'For a form that failed to send. That is `SubmissionFailure`.',
      'For an error the app did not expect. That is `ErrorPage`.',
    ],
    words: [
      PLAIN_WORDS,
      'Say what did not load and what to do, in one or two sentences.',
      'Good: "We could not load the services. Check your connection and try again."',
      'No codes and no blame.',
    ],
    keyboard: [
      'It is read at once when it appears, but focus stays where it was.',
      'Tab reaches "Try again". Enter or Space loads it again.',
    ],
  },
  LoadingScreen: {
    use: ['While a whole page loads and there is nothing to show yet.'],
    avoid: [
      'For a part of a page. Show a short line of text in that spot.',
      'For a form that is sending. The submit button says "Sending…".',
    ],
    words: ['Keep the default "Loading...", or say what is loading in a few words.'],
    keyboard: [
      'It cannot get focus. A screen reader hears the words once.',
      'The spinner turns slowly when the visitor asks for less motion.',
    ],
  },
  MobileMenu: {
    use: ['On narrow screens, for the menu links and sign-in. `Header` opens it for you.'],
    avoid: [
      'On its own for other content. It is only the site’s menu.',
      'On wide screens, where the header shows the links.',
    ],
    words: [PLAIN_WORDS, 'Use the same link names as the header.'],
    keyboard: [
      'It opens as a dialog. Focus moves in, and Tab stays inside.',
      'Escape, the close button, a tap outside or a link closes it.',
      'When it closes, focus goes back to the "Menu" button.',
    ],
  },
  NewPasswordForm: {
    use: ['On the page a password reset link opens, to set a new password.'],
    avoid: ['To change a password while signed in. That needs the old one too.'],
    words: [
      'The kit writes the label and the empty field message.',
      'Pass errors from the server as they come, in plain words.',
    ],
    keyboard: [
      'Tab reaches the field, then the button. Enter sends the form.',
      'On an error, focus moves to the message and it is read at once.',
    ],
  },
  PasswordResetRequestForm: {
    use: ['On the "forgot password" page, to ask for a reset link by email.'],
    avoid: ['To sign in. Use `SignInForm`, which links here.'],
    words: [
      'The kit writes the label and the empty field message.',
      'After it is sent, say to check their email. Do not say if the email has an account.',
    ],
    keyboard: [
      'Tab reaches the email field, then the button. Enter sends the form.',
      'On an error, focus moves to the message and it is read at once.',
    ],
  },
  PremiumBadge: {
    use: [
      'In the header, for a signed-in member whose membership gives access.',
      '`Header` shows it for you when `hasMembershipAccess` is true.',
    ],
    avoid: ['To sell membership to people who do not have it.', 'As a general label or tag.'],
    words: ['It always says "Premium". The star is only there to look at.'],
    keyboard: ['It cannot get focus. It is read as text.'],
  },
  SelectField: {
    use: ['For one answer from a long list, such as a country.'],
    avoid: [
      'For a few choices (about six or fewer). Use `RadioGroup`, where people see them all.',
      'For choices that act at once, such as jumping to a page.',
    ],
    words: [PLAIN_WORDS, 'The label asks the question. Put the choices in an order people expect.'],
    keyboard: [
      'Tab reaches it. The arrow keys change the choice; Alt and Down open the list.',
      'Its label, hint and error are read with it.',
    ],
  },
  SignInForm: {
    use: ['On the sign-in page, with email and password.'],
    avoid: ['Inside a dialog or the header. Sign-in gets its own page.'],
    words: [
      'The kit writes the labels and the empty field messages.',
      'Pass a failed sign-in’s error in plain words: "Wrong email or password."',
    ],
    keyboard: [
      'Tab goes through the fields (and the shared computer box, if offered), then the button.',
      'On an error, focus moves to the message and it is read at once.',
      'Enter in a field signs in. What was typed is kept, so people can fix it.',
    ],
  },
  SignUpForm: {
    use: ['On the sign-up page, to make an account.'],
    avoid: ['To ask for things the account does not need. Ask later, when it helps.'],
    words: [
      'The kit writes the labels and the empty field messages.',
      'Say what makes a good password in the hint, not only after an error.',
    ],
    keyboard: [
      'Tab goes through the fields, then the button. Enter sends the form.',
      'On an error, focus moves to the message and it is read at once.',
    ],
  },
  StandaloneLayout: {
    use: [
      'For pages outside the main site: sign-in, sign-up, the blog.',
      'It keeps the skip link, the help link and Quick exit.',
    ],
    avoid: ['For the main site’s pages. Use `Layout`, which has the full header.'],
    words: [PLAIN_WORDS, 'The brand links home. Give each page a clear `h1`.'],
    keyboard: [
      'The first Tab shows "Skip to main content". Then the help link, Quick exit and the brand.',
      'Shift pressed three times works like Quick exit.',
    ],
  },
  SubmissionForm: {
    use: [
      'Around the fields of every form that sends something.',
      'Pair it with `useFormSubmission`. It adds the notes, alerts and the submit button.',
    ],
    avoid: [
      'For sign-in and sign-up. They have their own forms.',
      'For a search or filter that acts at once.',
    ],
    words: [
      PLAIN_WORDS,
      'Give `action` as the start of a sentence: "Sending a message".',
      'The button says what happens: "Send message", not "Submit".',
      'A failure says what to do: "We could not send it. Try again."',
    ],
    keyboard: [
      'Tab goes through the fields, then the button. Enter in a field sends the form.',
      'After a failed check, focus goes to the first field with an error.',
      'After a failed send, focus goes to the alert. Its Retry sends the same again.',
    ],
  },
  SuccessPanel: {
    use: ['In place of a form once it has been sent.'],
    avoid: [
      'For a small change that needs no page of its own. Use `FormSuccess`.',
      'Before the send has worked.',
    ],
    words: [
      PLAIN_WORDS,
      'The heading says it worked: "Thank you. Your message is on its way."',
      'Then say what happens next, and when.',
    ],
    keyboard: [
      'Focus moves to the heading when it appears, so it is read at once.',
      'Tab then reaches the button back to an empty form, if there is one.',
    ],
  },
  TextArea: {
    use: [
      'For long answers: a message, a story, notes.',
      'Set `maxLength` and `characterCount` when there is a limit.',
    ],
    avoid: ['For one line of text. Use `FormField`.'],
    words: [
      PLAIN_WORDS,
      'The label asks one question. The hint says what helps: "Tell us what happened."',
    ],
    keyboard: [
      'Tab reaches the box. Enter makes a new line; it does not send the form.',
      'Its label, hint, error and count are read with it.',
    ],
  },
  useFormSubmission: {
    use: [
      'For every form that sends: it checks the fields, sends, and handles the answer.',
      'It keeps a draft while people type, if you ask.',
    ],
    avoid: ['For a search or a filter that acts as people type.'],
    words: [
      PLAIN_WORDS,
      'Each check gives a message that says how to fix the field.',
      'Map server errors to plain words. Never show a code.',
    ],
    keyboard: [
      'After a failed check, focus goes to the first field with an error.',
      'A second submit while sending does nothing.',
      'After a failed send, focus goes to the alert, and what was typed stays.',
    ],
  },
  Card: {
    use: [
      'For a set of links or short blocks, such as the parts of the site. Put them in a `CardGrid`.',
      'Give `href` when the card goes somewhere. The title is the link, and it covers the card.',
      'Pass your router’s link as `linkComponent`.',
    ],
    avoid: [
      'For long text, or for a single item. Use a `Section`.',
      'For a service with Call and Text links. Use `ResourceCard`.',
      'For a card with more than one link. The title link covers the whole card.',
    ],
    words: [
      PLAIN_WORDS,
      'The title says where the link goes, in a few words: "Resources".',
      'The body is one short sentence about what is there.',
      'The title is an `h3`, so put the cards under an `h2`, such as a `Section`.',
    ],
    keyboard: [
      'A card with `href` has one link, its title. Tab reaches it once, and Enter follows it.',
      'A card without `href` cannot get focus.',
      'Each card is read as an article, with its title as a heading. The grid adds nothing.',
    ],
  },
  Section: {
    use: [
      'For a titled part of a page. Its title is an `h2`, and the part is named by it.',
      'Give `id` when a link should jump to it, such as `/about#our-values`.',
    ],
    avoid: [
      'For the page title. Use `PageHeader`, which gives the page its `h1`.',
      'For a small part inside a section. It always makes an `h2`.',
      'For a set of short links. Use `Card`s in a `CardGrid`.',
    ],
    words: [
      PLAIN_WORDS,
      'The title says what the part is about, in a few words: "What we offer".',
      'Give each part on a page its own title. Screen readers list the parts by them.',
    ],
    keyboard: [
      'It cannot get focus. Screen reader users jump to it by its heading, or as a region.',
      'A link to its `id` brings it into view.',
    ],
  },
  DefaultLink: {
    use: [
      'The kit uses it when you pass no `linkComponent`: a plain link that loads the whole page.',
      'It is fine for a site with no router, or for a link that leaves the app.',
    ],
    avoid: [
      'In an app with a router. Pass your router’s link as `linkComponent`, so moves stay in the app.',
      'For an action that does not go to a page. Use a button.',
    ],
    words: [
      PLAIN_WORDS,
      'Link text says where it goes: "Privacy", not "Click here".',
      'Set `aria-current` only on the link to the page being shown.',
    ],
    keyboard: [
      'It is a plain link. Tab reaches it, and Enter follows it.',
      'It adds no focus rules of its own.',
      'With `aria-current`, screen readers say it is the current page.',
    ],
  },
  DraftNotice: {
    use: [
      '`DraftNotice`: above a form whose draft was put back, so people know why it is filled in.',
      '`DraftSavedHint`: under a form that keeps a draft, to say where it is kept.',
      '`SubmissionForm` shows both for a form with `draft`. Use them alone only in a form of your own.',
    ],
    avoid: [
      'For a form that keeps no draft.',
      'To save the draft. `useFormSubmission` with `draft` does that.',
    ],
    words: [
      'The kit writes the words. They say where the draft came from: this tab or this device.',
      'On a shared computer, the hint says the draft is gone if the tab is reloaded or closed.',
      'The "Keep this on this device" box says who else could see it. It starts unticked.',
    ],
    keyboard: [
      'The notice is a status. It does not take focus.',
      'Tab reaches "Start over with an empty form". Enter empties the form; the notice goes, and focus moves to the first field.',
      'Tab reaches the "Keep this on this device" box. Space ticks or clears it.',
    ],
  },
  Hint: {
    use: [
      'For a field of your own that the kit has no part for.',
      '`Hint`: help under the label. `FieldError`: the message when what was typed cannot be used.',
      'Point the input’s `aria-describedby` at both ids, the hint first.',
    ],
    avoid: [
      'On the kit’s own fields. `FormField`, `TextArea` and the others add them for you.',
      'For an error about the whole form. Use `ErrorSummary` or `FormAlert`.',
    ],
    words: [
      PLAIN_WORDS,
      'A hint gives the format or says why you ask: "For example, SW1A 1AA."',
      'An error says how to fix it: "Enter a postcode, like SW1A 1AA."',
      'The kit reads "Error:" first, out of sight. Set `prefix` to `null` if the message says so already.',
    ],
    keyboard: [
      'Neither can get focus. Both are read with the field when it gets focus.',
      'Set `aria-invalid` on the input while it has an error.',
      'With no message, `FieldError` shows nothing, so nothing old is read out.',
    ],
  },
  FormNeedsJavaScript: {
    use: [
      'Just before a form that cannot work without JavaScript.',
      '`SubmissionForm` and the sign-in and sign-up forms add it for you.',
      '`NoScriptHelpProvider`: once around the page, so every form points to the same help.',
    ],
    avoid: [
      'For a form that only scripts ever draw. Pass `needsJavaScript` as false to `SubmissionForm`.',
      'To say the connection dropped. That is `FormNeedsConnection`.',
    ],
    words: [
      'Give `action` as the start of a sentence: "Sending a message".',
      'The kit adds that the form needs JavaScript, which is off or blocked.',
      'Use `help` to say where help is without it, such as the crisis lines.',
    ],
    keyboard: [
      'It shows only when JavaScript is off. With scripts on, it is not there at all.',
      'Its text cannot get focus. Tab reaches any link in its help, in reading order.',
    ],
  },
  SubmissionFailure: {
    use: [
      '`SubmissionFailure`: after a send that failed. With `onRetry`, Retry sends the same fields again.',
      '`FormAlert`: one message about the whole form, such as a failed sign-in.',
      '`FormSuccess`: a short success that takes the place of a form.',
      '`SuccessHeading`: the heading of a longer success, as in `SuccessPanel`.',
    ],
    avoid: [
      'By hand in a `SubmissionForm`. It shows the failure for you.',
      'For errors on fields. Give each field its `error`, and use `ErrorSummary` on a long form.',
      'For a part of the page that did not load. Use `LoadError`.',
    ],
    words: [
      PLAIN_WORDS,
      'Say what happened and what to do: "Nothing was sent. Everything you typed is still here."',
      'A success says it worked, then what happens next.',
      'No codes and no blame.',
    ],
    keyboard: [
      '`SubmissionFailure`, `FormSuccess` and `SuccessHeading` take focus when they appear, so they are read at once.',
      'Key `SubmissionFailure` by the try, so it takes focus after each failed try.',
      'Tab then reaches Retry. Enter or Space sends again.',
      '`FormAlert` is read at once, but does not take focus by itself. Move focus to it with `alertRef`.',
    ],
  },
  QuickExitButton: {
    use: [
      'On a page without the kit’s layouts. `HelpBar` and the layouts add it for you.',
      '`QuickExitProgress`: next to it, with `useQuickExitShortcut`, to show the Shift count.',
    ],
    avoid: [
      'Twice on one page. There is one Quick exit per page.',
      'To go home or to another Harbor page. Use a plain link.',
      'With an `exitUrl` that looks like Harbor. The default is a weather search.',
    ],
    words: [
      'The button always says "Quick exit". The kit writes it.',
      'Screen readers hear `description`. Say where it goes: "Leaves this site at once for a weather search."',
      'Where you explain it, say it cannot erase the pages seen before.',
    ],
    keyboard: [
      'Tab reaches it. Enter or Space blanks the page and leaves at once.',
      'It is a link, so it still leaves before scripts load.',
      'It replaces this page in the history, so Back does not come back.',
      'With `useQuickExitShortcut`, Shift pressed three times in five seconds also leaves.',
      'Each press is shown and read out. Any other key starts the count again.',
    ],
  },
  SiteFooter: {
    use: [
      'At the bottom of every page. `Layout` and `StandaloneLayout` add it for you.',
      'Use it alone only if the site has its own layout. Pass your router’s link.',
    ],
    avoid: [
      'For the main menu. That is in `Header`.',
      'For a long list of links. Keep the few that matter on every page.',
    ],
    words: [
      PLAIN_WORDS,
      'Each link says where it goes, in a few words: "Privacy", "Clear this device".',
    ],
    keyboard: [
      'Tab reaches each link in order, after the page. Enter follows it.',
      'Screen reader users can jump to it as the "Footer" nav.',
      'With no links there is no nav, so there is nothing empty to land on.',
    ],
  },
  TrapField: {
    use: [
      'In a form that robots may fill in, such as a contact form.',
      'Set `trap` in `useFormSubmission`. `SubmissionForm` then adds the field for you.',
      'A send with it filled looks sent, and nothing is sent.',
    ],
    avoid: [
      'In a form whose send must give back data. A caught send gives back none.',
      'With a look of its own. Its class keeps it out of sight.',
    ],
    words: [
      'The kit writes its label: "Leave this field empty".',
      'Do not explain it on the page. People never meet it.',
    ],
    keyboard: [
      'It is out of the tab order: Tab skips it.',
      'It is hidden from screen readers, and clipped to one pixel.',
      'It asks the browser not to fill it in.',
    ],
  },
} as const satisfies Record<string, Guidance>;
