import { PageHeader, Section } from '@harbor-help/ui';
import { Link } from 'react-router';
import { usePageMeta } from '../../app/use-page-title';
import { OPEN_DATA_FILES, OPEN_DATA_PACKAGE, OPEN_DATA_SCHEMAS } from '../open-data-files';
import '../../info/info-pages.css';

/**
 * /open-data: what Harbor publishes as open data (the directory and the crisis lines as Open
 * Referral HSDS, written by build/open-data.mjs on every build), under which licence, how often,
 * and links to the files. Plain words, reading grade 8 or below.
 */
export default function OpenDataPage() {
  usePageMeta({
    title: 'Open data',
    description:
      'Harbor’s list of help lines and services as open data: free to reuse under CC BY 4.0, in the Open Referral HSDS format, made new with every update of the site.',
  });
  return (
    <>
      <PageHeader
        title="Open data"
        intro="We share our list of help lines and services as open data. Anyone can use it for free, in their own app, map or help desk."
      />

      <Section title="What we share">
        <ul className="web-prose web-list">
          <li>
            Every service in our list of resources, and every crisis line for each country we cover.
          </li>
          <li>
            For each one: its name, what it offers, who it is for, its phone and text numbers, its
            hours where the owner gives them, and the country it serves.
          </li>
          <li>
            For each fact: the page we read it on, the day we read it, and the words on that page
            that show it.
          </li>
        </ul>
      </Section>

      <Section title="How often it changes">
        <div className="web-prose">
          <p>
            We make the files again each time we update the site. So they always match what you see
            on Harbor. Each service says the day we last checked it.
          </p>
          <p>Numbers can change. Before you pass one on, look at the page we checked it on.</p>
        </div>
      </Section>

      <Section title="The licence">
        <div className="web-prose">
          <p>
            You may copy, share and change the data, for any use, even in a product you sell. Just
            say that it came from Harbor and link to this page. This is the{' '}
            <a href="https://creativecommons.org/licenses/by/4.0/" rel="noopener noreferrer">
              Creative Commons Attribution 4.0 licence
            </a>{' '}
            (CC BY 4.0).
          </p>
          <p>
            Why this licence? We want these numbers to reach as many people as we can. Asking only
            for credit keeps it easy to reuse. The credit also lets anyone trace a number back to
            where we checked it.
          </p>
          <p>
            The short quotes in the data are the words of the groups that run the services. They are
            there so you can check each fact, and they stay theirs.
          </p>
        </div>
      </Section>

      <Section title="The files">
        <div className="web-prose">
          <p>
            The files follow the Open Referral Human Services Data Specification (HSDS), version
            3.1, a shared format for lists of services. Each file is JSON and holds one kind of
            record. Any website or app may load them.
          </p>
        </div>
        <ul className="web-links">
          <li>
            <a href={OPEN_DATA_PACKAGE.href}>{OPEN_DATA_PACKAGE.label}</a>
          </li>
          {OPEN_DATA_FILES.map((file) => (
            <li key={file.href}>
              <a href={file.href}>{file.label}</a>
            </li>
          ))}
          <li>
            <a href={OPEN_DATA_SCHEMAS.href}>{OPEN_DATA_SCHEMAS.label}</a>
          </li>
        </ul>
      </Section>

      <Section title="Found a mistake?">
        <div className="web-prose">
          <p>
            Please <Link to="/contact?topic=wrong-fact">tell us about a wrong number or fact</Link>.
            We fix it on the site and in the data.
          </p>
        </div>
      </Section>
    </>
  );
}
