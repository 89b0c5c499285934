import { PageHeader, Section } from '@harbor-help/ui';
import { Link } from 'react-router';
import { CLEAR_DEVICE_PATH } from '../../account/clear-this-device';
import { usePageMeta } from '../../app/use-page-title';
import '../info-pages.css';

/**
 * "Staying safe online": what Quick exit does and does not do, browser history, private windows,
 * shared computers and a phone someone else checks, in plain words (reading grade 8 or below).
 */
export default function StayingSafeOnlinePage() {
  usePageMeta({
    title: 'Staying safe online',
    description:
      'What Quick exit does and does not do, how to remove Harbor from your browser history, private windows, shared computers, and a phone someone else checks.',
  });
  return (
    <>
      <PageHeader
        title="Staying safe online"
        intro="If someone else may see your phone or computer, these steps can help you look for help more safely. No tool can hide everything, so choose what fits your life."
      />

      <Section title="What Quick exit does">
        <ul className="web-prose web-list">
          <li>
            The red <strong>Quick exit</strong> button at the top of every page opens a weather
            search at once. So does pressing <kbd>Shift</kbd> three times. A note shows how many
            more presses are needed.
          </li>
          <li>The Harbor page you were on is swapped out, so Back does not return to it.</li>
          <li>
            On the way out, it removes what Harbor kept in this browser: what you typed, your
            check-in answers, that you visited before, and your sign-in.
          </li>
        </ul>
      </Section>

      <Section title="What Quick exit can't do">
        <ul className="web-prose web-list">
          <li>
            It can&apos;t erase your browser&apos;s history. Other Harbor pages you opened may still
            be listed there.
          </li>
          <li>Back may still show Harbor pages you opened before the one you left.</li>
          <li>
            It can&apos;t hide calls or texts to a help line. They show in your phone&apos;s call
            and text log, and on the phone bill.
          </li>
          <li>
            It can&apos;t stop an app that someone put on your phone to watch it, or what a shared
            Wi-Fi or work network can see.
          </li>
        </ul>
      </Section>

      <Section title="Your browser's history">
        <div className="web-prose">
          <p>
            To take Harbor out of your history, open your browser&apos;s history and delete the
            Harbor pages. Or clear the history for the last hour or day.
          </p>
          <p>
            If someone checks your history and would notice that it is empty, it may be safer to
            delete only the Harbor pages.
          </p>
        </div>
      </Section>

      <Section title="Private windows">
        <div className="web-prose">
          <p>
            A private window (called incognito in some browsers) keeps no history once you close it.
            Open one before you visit Harbor. On most phones, tap the tabs button, then choose a new
            private or incognito tab. Close all private tabs when you are done.
          </p>
          <p>
            A private window does not hide you from an app that watches the phone, or from the
            network you use.
          </p>
        </div>
      </Section>

      <Section title="A shared or public computer">
        <ul className="web-prose web-list">
          <li>
            When you sign in on a library or shared computer, tick &ldquo;This is a shared or public
            computer&rdquo;. Harbor then keeps your sign-in only until you close the tab.
          </li>
          <li>Sign out, then close every window of the browser when you are done.</li>
          <li>
            Don&apos;t let the browser save your password. If it asks, choose &ldquo;Never&rdquo;.
          </li>
        </ul>
      </Section>

      <Section title="A phone someone else checks">
        <ul className="web-prose web-list">
          <li>
            If you can, look for help on a phone or computer the other person can&apos;t see, like a
            friend&apos;s phone or a library computer.
          </li>
          <li>
            Check which apps and people can see where you are. Check who knows the password to your
            Apple or Google account.
          </li>
          <li>
            Don&apos;t change everything at once. A sudden change can warn the other person. Plan
            the changes with an advocate first.
          </li>
          <li>
            The National Domestic Violence Hotline can help you plan: call{' '}
            <a href="tel:+18007997233">1-800-799-7233</a>, or text START to{' '}
            <a href="sms:88788?&amp;body=START">88788</a>.
          </li>
        </ul>
        <p className="web-prose">
          More help: <Link to="/challenges/abuse-at-home">Abuse at home</Link> and{' '}
          <Link to="/get-help">Get help now</Link>.
        </p>
      </Section>

      <Section title="Clear this device">
        <p className="web-prose">
          See everything Harbor keeps on this phone or computer, and remove it with one button, on{' '}
          <Link to={CLEAR_DEVICE_PATH}>Clear this device</Link>.
        </p>
      </Section>
    </>
  );
}
