import { PageHeader, Section } from '@harbor-help/ui';
import { Link } from 'react-router';
import { usePageMeta } from '../../app/use-page-title';
import { AdvisoryList, type Advisory } from '../advisory-list';
import '../info-pages.css';

/** Newest first. Every advisory names the official page its advice comes from. */
export const ADVISORIES: readonly Advisory[] = [
  {
    id: 'cold-weather',
    title: 'Cold weather: know where to get warm',
    date: '2026-11-20',
    kind: 'weather',
    body: (
      <>
        <p>
          Winter storms and extreme cold can be dangerous, most of all for people without steady
          heat or housing.
        </p>
        <ul>
          <li>
            Call <a href="tel:211">211</a> to find warming centers and shelters near you. In many
            areas you can also text your ZIP code to <a href="sms:898211">898-211</a>. Hours depend
            on where you live.
          </li>
          <li>Wear layers, a hat and gloves, and stay dry. Wet clothes lose heat fast.</li>
          <li>
            <strong>Never</strong> use a generator, grill, camp stove or charcoal indoors or in a
            garage. They make carbon monoxide, a gas you can't see or smell that can kill.
          </li>
          <li>Check on neighbors who are older or live alone.</li>
          <li>
            Shivering that won't stop, confusion, slurred speech or very sleepy behavior can mean
            hypothermia: get the person somewhere warm and call <a href="tel:911">911</a>.
          </li>
        </ul>
      </>
    ),
    sources: [{ name: 'Ready.gov: Winter Weather', url: 'https://www.ready.gov/winter-weather' }],
  },
  {
    id: 'immigration-services-scams',
    title: 'Fake immigration help: "notarios" and consultants',
    date: '2026-11-12',
    kind: 'scam',
    body: (
      <>
        <p>
          In the United States, a notary public, "notario" or "immigration consultant" is{' '}
          <strong>not a lawyer</strong> and can't give you legal advice about immigration. Only a
          lawyer or an accredited representative of a recognized organization can.
        </p>
        <ul>
          <li>Don't sign blank forms or forms with false information.</li>
          <li>Don't let anyone keep your original passport or birth certificate.</li>
          <li>Government immigration forms are free to download from uscis.gov.</li>
          <li>Nobody can promise you a green card, visa or work permit.</li>
        </ul>
        <p>
          Read more in our post on{' '}
          <Link to="/blog/spotting-immigration-scams">how to spot immigration scams</Link>.
        </p>
      </>
    ),
    sources: [{ name: 'USCIS: Avoid Scams', url: 'https://www.uscis.gov/avoidscams' }],
  },
  {
    id: 'government-impersonation',
    title: 'Calls and messages pretending to be the government',
    date: '2026-11-05',
    kind: 'scam',
    body: (
      <>
        <p>
          Scammers pretend to be from immigration, the IRS, Social Security, the police or another
          agency. They may threaten arrest, deportation or loss of benefits unless you pay now.
        </p>
        <ul>
          <li>
            Government agencies don't ask you to pay with gift cards, wire transfers, cryptocurrency
            or payment apps.
          </li>
          <li>
            Hang up. Then call the agency back on a number you find yourself on its official website
            (ending in .gov).
          </li>
          <li>Don't give your Social Security, bank or card numbers to someone who calls you.</li>
        </ul>
      </>
    ),
    sources: [
      {
        name: 'FTC: Government Impersonation Scams',
        url: 'https://consumer.ftc.gov/articles/government-impersonation-scams',
      },
    ],
  },
  {
    id: 'rental-listing-scams',
    title: 'Rental listings that ask for money before you see the place',
    date: '2026-10-22',
    kind: 'scam',
    body: (
      <>
        <p>
          When housing is hard to find, fake rental ads are common. Scammers copy real listings or
          invent them, often at a low price, then ask for an application fee, a deposit or the first
          month's rent.
        </p>
        <ul>
          <li>Never wire money or pay by gift card for a deposit or rent.</li>
          <li>
            Don't pay before you (or someone you trust) have seen the inside of the place and met
            the landlord or manager.
          </li>
          <li>Be careful with a landlord who says they are out of the country.</li>
          <li>
            Search the address and the listing text: the same ad under another name is a sign.
          </li>
        </ul>
      </>
    ),
    sources: [
      {
        name: 'FTC: Rental Listing Scams',
        url: 'https://consumer.ftc.gov/articles/rental-listing-scams',
      },
    ],
  },
  {
    id: 'debt-relief-scams',
    title: 'Debt relief offers that want money first',
    date: '2026-10-08',
    kind: 'scam',
    body: (
      <>
        <p>
          When bills pile up, offers to "wipe out" or "cut your debt in half" can sound like a way
          out. Some of these companies take your money and leave you deeper in debt.
        </p>
        <ul>
          <li>
            Be wary of any company that asks for a fee before it has settled or reduced any of your
            debts.
          </li>
          <li>
            Be wary of promises to stop all collection calls or lawsuits, or to make debts
            disappear.
          </li>
          <li>
            Talk first with your creditors about a hardship plan, or with a reputable nonprofit
            credit counselor.
          </li>
        </ul>
        <p>
          Our post on{' '}
          <Link to="/blog/money-triage-when-income-drops">money triage when your income drops</Link>{' '}
          helps you decide what to pay first.
        </p>
      </>
    ),
    sources: [
      {
        name: 'FTC: How To Get Out of Debt',
        url: 'https://consumer.ftc.gov/articles/getting-out-debt',
      },
    ],
  },
  {
    id: 'extreme-heat',
    title: 'Extreme heat: stay cool and know the signs of heat illness',
    date: '2026-07-14',
    kind: 'weather',
    body: (
      <>
        <p>
          Heat can make anyone sick, and it is most dangerous for older adults, young children,
          people with health problems, people who work outside, and people without air conditioning
          or housing.
        </p>
        <ul>
          <li>
            Spend the hottest hours somewhere with air conditioning: a cooling center, library or
            mall. Call <a href="tel:211">211</a> to find cooling centers. In many areas you can also
            text your ZIP code to <a href="sms:898211">898-211</a>. Hours depend on where you live.
          </li>
          <li>Drink water often, before you feel thirsty. Rest in the shade.</li>
          <li>Never leave a child, an older person or a pet in a parked car.</li>
          <li>
            Heat stroke is an emergency. A very high body temperature, confusion, or passing out
            means: call <a href="tel:911">911</a> and cool the person down while you wait.
          </li>
        </ul>
      </>
    ),
    sources: [
      {
        name: 'CDC: About Heat and Your Health',
        url: 'https://www.cdc.gov/heat-health/about/index.html',
      },
    ],
  },
];

export default function AdvisoriesPage() {
  usePageMeta({
    title: 'Advisories',
    description:
      'Dated safety advisories from Harbor: scams aimed at immigrants, renters and people in debt, and extreme heat and cold, each with its official source.',
  });
  return (
    <>
      <PageHeader
        title="Advisories"
        intro="Safety notices about scams aimed at people in hard times and about dangerous weather. Each one is dated and links to the official source it comes from."
      />

      <AdvisoryList
        advisories={ADVISORIES}
        words={{
          label: 'Advisories, newest first',
          kinds: { scam: 'Scam warning', weather: 'Weather safety' },
          posted: 'Posted',
          source: 'Source:',
          sources: 'Sources:',
          locale: 'en-US',
        }}
      />

      <Section title="Report a scam">
        <div className="web-prose">
          <p>
            If you were targeted by a scam, you are not to blame. Report it to the Federal Trade
            Commission at <a href="https://reportfraud.ftc.gov/">ReportFraud.ftc.gov</a>. If you
            lost money, contact your bank or the payment service right away.
          </p>
          <p>
            Seen a scam or danger we should warn people about? <Link to="/contact">Tell us</Link>.
          </p>
        </div>
      </Section>
    </>
  );
}
