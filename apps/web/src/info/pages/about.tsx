import { PageHeader, Section } from '@harbor-help/ui';
import { Link } from 'react-router';
import { usePageMeta } from '../../app/use-page-title';
import '../info-pages.css';

export default function AboutPage() {
  usePageMeta({
    title: 'About',
    description:
      'Who Harbor is for, what it is and is not, and how it is paid for: plain-language help and a community for people facing hard times.',
  });
  return (
    <>
      <PageHeader
        title="About Harbor"
        intro="Harbor is a website for people going through hard times. We explain your options in plain language, point you to real help, and remind you that you are not alone."
      />

      <Section title="Who Harbor is for">
        <div className="web-prose">
          <p>
            Harbor is for anyone facing something heavy: mental health struggles, money trouble,
            losing a home, immigration worries, discrimination, addiction in yourself or someone you
            love, family changes, or health problems. It is also for the friends and family who want
            to help.
          </p>
          <p>
            We write for people who are tired and stressed, who may be reading on an old phone, with
            little data, or on a shared computer at a library. So our pages are short, load fast and
            use everyday words.
          </p>
        </div>
      </Section>

      <Section title="What Harbor is">
        <ul className="web-prose web-list">
          <li>
            <strong>Guides for hard moments.</strong> Each <Link to="/explore">challenge page</Link>{' '}
            explains what the problem can look like, what you can do today, and where to get help.
          </li>
          <li>
            <strong>A directory of help.</strong> <Link to="/resources">Resources</Link> lists
            hotlines, text lines and services. We check each phone number and link, nearly always on
            a page of the group that runs the service or of the agency that funds it, and show where
            we checked it. Anyone can reuse the list: it is also{' '}
            <Link to="/open-data">open data</Link>.
          </li>
          <li>
            <strong>Writing you can use.</strong> The <Link to="/blog">blog</Link> and the{' '}
            <Link to="/library">library</Link> have practical guides, worksheets and book ideas.
          </li>
          <li>
            <strong>Safety notices.</strong> <Link to="/advisories">Advisories</Link> warn about
            scams and dangerous weather, with the official source for each.
          </li>
          <li>
            <strong>A community.</strong> You can <Link to="/share">share your story</Link> to help
            someone else feel less alone.
          </li>
        </ul>
      </Section>

      <Section title="What Harbor is not">
        <div className="web-prose">
          <p>
            <strong>Harbor is not a crisis service.</strong> Nobody watches the site around the
            clock, and we can't send help. If you are in danger, call <a href="tel:911">911</a>. If
            you are thinking about suicide or are in emotional distress, call or text{' '}
            <a href="tel:988">988</a> (the 988 Suicide &amp; Crisis Lifeline, free, 24/7, in the
            United States).
          </p>
          <p>
            Harbor is not a law firm, a doctor or a government agency. What we write is general
            information, not legal or medical advice for your situation. For that, talk to a lawyer,
            an accredited representative, a doctor or the agency itself. We point you to free
            options wherever we can.
          </p>
        </div>
      </Section>

      <Section title="How Harbor is paid for">
        <div className="web-prose">
          <p>
            The guides, the resources, the blog and most of the library are free, and they stay
            free. You don't need an account to read them.
          </p>
          <p>
            Harbor is paid for by people who can give: paid{' '}
            <Link to="/products/membership">memberships</Link> (Basic, Premium and VIP), which add
            members-only guides and bundles, <Link to="/donate">donations</Link>, and the books,
            apparel and kits in our <Link to="/products">shop</Link>.
          </p>
          <p>
            We show no ads, use no tracking or analytics services, and never sell your information.
            Read our <Link to="/privacy">privacy page</Link> for exactly what we keep.
          </p>
        </div>
      </Section>

      <Section title="Talk to us">
        <ul className="web-links">
          <li>
            <Link to="/faq">Read the answers to common questions</Link>
          </li>
          <li>
            <Link to="/contact">Send us a message</Link>
          </li>
          <li>
            <Link to="/resources">Find help now</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
