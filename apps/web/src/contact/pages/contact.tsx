import { useAuth, useSupabaseClientLoader } from '@harbor-help/auth';
import { PageHeader, Section } from '@harbor-help/ui';
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ContactForm, type ContactRow } from '../contact-form';
import { reportedListing } from '../contact-rules';
import { sendContactMessage } from '../contact-messages.data';
import { usePageTitle } from '../../app/use-page-title';

/**
 * The form, for /es/contacto (contact-es.tsx), which imports it from here rather than from
 * contact-form.tsx: then the form stays in this page's chunk (both pages reach it through this
 * module), instead of a chunk of its own whose name every first load's list of page dependencies
 * would carry (+0.02 kB).
 */
export { ContactForm };

export default function ContactPage() {
  usePageTitle(
    'Contact',
    'Write to the Harbor team with a question, an idea or a problem. A real person reads every message.',
  );
  const { profile } = useAuth();
  const [searchParams] = useSearchParams();
  // "Report a problem" on a listing: /contact?topic=wrong-fact&listing=<id>&about=…&shown=…
  const listing = useMemo(() => reportedListing(searchParams), [searchParams]);
  // Sending loads the Supabase client if it is not here yet; the page renders without it.
  const getClient = useSupabaseClientLoader();
  const send = useCallback((row: ContactRow) => sendContactMessage(getClient, row), [getClient]);
  return (
    <>
      <PageHeader
        title="Contact us"
        intro="Questions, ideas, or something isn't working? Write to us and a real person will reply, usually within two working days."
      />
      <div className="web-prose">
        <p>
          If you are in danger or thinking about harming yourself, please call your local emergency
          number now. Harbor is not a crisis service, and we don't want you to wait for a reply. In
          the US you can call or text <a href="tel:988">988</a>, the Suicide &amp; Crisis Lifeline,
          at any time.
        </p>
      </div>
      <Section title="Send us a message">
        <ContactForm
          send={send}
          known={{ name: profile?.fullName ?? null, email: profile?.email ?? null }}
          topic={searchParams.get('topic')}
          listing={listing}
        />
      </Section>
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/faq">Frequently asked questions</Link>
          </li>
          <li>
            <Link to="/resources">Resources</Link>
          </li>
          <li>
            <Link to="/privacy">How we handle what you send</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
