import { PageHeader, Section } from '@harbor-help/ui';
import { Link } from 'react-router';
import { DeviceDataList } from '../../account/device-data-list';
import { usePageMeta } from '../../app/use-page-title';
import '../info-pages.css';

export default function PrivacyPage() {
  usePageMeta({
    title: 'Privacy',
    description:
      'Exactly what Harbor stores, where and why: your account, what you send us, payments through Stripe, and what stays only in your browser. No trackers, no ads.',
  });
  return (
    <>
      <PageHeader
        title="Privacy"
        intro="We collect as little as we can, we never sell your information, and you can ask us to delete it at any time. This page lists everything the site keeps."
      />
      <p className="web-info-updated">
        Last updated <time dateTime="2026-11-29">November 29, 2026</time>.
      </p>

      <Section title="The short version">
        <ul className="web-prose web-list">
          <li>You can read Harbor without an account, and we don't know who you are.</li>
          <li>
            <strong>No trackers, no analytics, no ads.</strong> We don't use Google Analytics,
            advertising pixels or any other third-party tracking.
          </li>
          <li>We keep only what the site needs to work, and what you choose to send us.</li>
          <li>We never sell or rent your information.</li>
        </ul>
      </Section>

      <Section title="If you create an account">
        <div className="web-prose">
          <p>We store, on our database service (Supabase):</p>
          <ul className="web-list">
            <li>your email address and your full name (your profile);</li>
            <li>
              your membership, if you have one: the tier (free, basic, premium or VIP), whether it
              is active, and its start and end dates;
            </li>
            <li>a scrambled (hashed) form of your password, never the password itself.</li>
          </ul>
          <p>
            While you are signed in, your browser keeps your sign-in session (an entry named like{' '}
            <code className="web-info-code">sb-…-auth-token</code>), so you stay signed in. Signing
            out removes it from that browser. On a shared computer it is kept for one tab only (see
            below). When a page is for members only, the database checks your membership at that
            moment; nothing more is recorded about it.
          </p>
        </div>
      </Section>

      <Section title="What you send us">
        <div className="web-prose">
          <ul className="web-list">
            <li>
              <strong>Contact messages</strong> (<Link to="/contact">contact page</Link>): your
              name, email, topic and message, and the language of the page you wrote from, so we can
              answer you in it.
            </li>
            <li>
              <strong>Stories</strong> (<Link to="/share">share page</Link>): your story, your name
              and email if you give them, whether you allow us to publish it, and whether we have
              reviewed it yet. A story sent to our team only is never published, and nothing is
              published without your permission and a person's review. We publish only a copy our
              team edited, without details that could identify anyone, and your name only if you
              asked for it; never your email, and never a link to an account. When you send a story
              you get a private link, shown once: with it you can see whether your story was
              published and withdraw it at any time, before or after publication. Withdrawing takes
              it off the site at once, and it is never published again. We keep only a scrambled
              code made from the link, so we cannot send it to you again.
            </li>
            <li>
              <strong>&ldquo;This helped me&rdquo;</strong> on a published story: we count how many
              times it was pressed, nothing about who pressed it. Your browser remembers which
              stories you pressed it on, so it counts once per device (see below).
            </li>
            <li>
              <strong>Partner applications</strong> (
              <Link to="/pricing#partners">pricing page</Link>): the name, email, organisation,
              website and description you give us, and the language of the page you wrote from, so
              we can answer you in it.
            </li>
            <li>
              <strong>Newsletter sign-ups</strong> (
              <Link to="/mailerlite-form">newsletter page</Link>
              ): your email, your first name if you give it, when you agreed, and the language of
              the page you signed up from. You join only when you open the link we email you: until
              then nothing is on the list, and the request and its link are deleted within 30 days
              after the link expires (48 hours). The page gives the same answer for every address,
              so no one can use it to find out whether someone is on the list, and an address
              already on it gets no second email. We keep sign-ups ourselves or with our newsletter
              service, MailerLite, which uses them only to send you the newsletter. You can leave
              the list at any time.
            </li>
            <li>
              <strong>Limits on sending</strong>: to stop floods of messages, sign-ups and
              donations, we count how often one connection sends something, as a scrambled code made
              from its internet address with a secret key, never the address itself. The count is
              deleted after a day.
            </li>
          </ul>
          <p>
            If you are signed in when you send a message, we link it to your account; a story is
            never linked to an account. Other visitors can never read what you send: the database
            only lets them add new messages, not read them. The one exception is a story you allowed
            us to publish, and only the edited copy our team published.
          </p>
        </div>
      </Section>

      <Section title="Payments and donations">
        <div className="web-prose">
          <p>
            Payments are handled by <a href="https://stripe.com/privacy">Stripe</a>. You type your
            card details on Stripe's page, and <strong>they never reach Harbor</strong>. We keep a
            record of each donation and order (amount, currency, what was bought, and its status),
            the Stripe customer number linked to your account, and a list of the payment
            notifications Stripe has sent us, so nothing is counted twice.
          </p>
        </div>
      </Section>

      <Section title="What stays only in your browser">
        <div className="web-prose">
          <p>
            These are saved in your browser&apos;s storage on your device. They are never sent to
            us. Each has a name your browser&apos;s settings may show.
          </p>
        </div>
        <DeviceDataList showKeys />
        <p className="web-prose">
          To remove all of it at once, and sign out, use{' '}
          <Link to="/clear-device">Clear this device</Link>. You can also clear this site&apos;s
          data in your browser settings.
        </p>
      </Section>

      <Section title="On a shared or public computer">
        <div className="web-prose">
          <p>
            When you sign in or create an account, tick{' '}
            <strong>This is a shared or public computer</strong>. Then, in that browser tab:
          </p>
          <ul className="web-list">
            <li>your sign-in lasts only while the tab is open: closing it signs you out;</li>
            <li>
              after 15 minutes without activity we warn you, and 2 minutes later we sign you out on
              every device and clear what Harbor kept in the tab;
            </li>
            <li>
              nothing personal is saved on the computer: your check-in answers, action plans, form
              drafts, chosen country and visits are kept only while the tab is open, and the pages
              say so;
            </li>
            <li>the offline copy of the help pages is not kept on the computer.</li>
          </ul>
          <p>
            Use a private or incognito window too if you can. The Quick exit button at the top of
            every page (or Shift pressed three times) leaves the site at once, and always clears
            what Harbor kept in this browser as it leaves. What it can&apos;t do, like erase your
            browser&apos;s history, is on <Link to="/staying-safe-online">Staying safe online</Link>
            .
          </p>
        </div>
      </Section>

      <Section title="Your choices and rights">
        <div className="web-prose">
          <p>
            To get a copy of what we hold about you, to correct it, or to delete your account and
            everything linked to it, send us a message through the{' '}
            <Link to="/contact">contact page</Link> from the email address on your account. A person
            on our team will answer. We may keep payment records when the law requires it.
          </p>
          <p>
            If we change what we collect, we will update this page and the date at the top first.
          </p>
        </div>
      </Section>
    </>
  );
}
