import {
  CRISIS_LINES,
  ChooseCountryLink,
  ContactLinks,
  CountryChooser,
  CrisisLineList,
  InternationalHelplinesLink,
  countryInSentence,
  findCountry,
  useVisitorCountry,
} from '@harbor/challenges';
import { PageHeader, Section } from '@harbor/ui';
import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import { RouterLink } from '../../shared/router-link';
import { usePageMeta } from '../../app/use-page-title';
import { HubLinks } from '../hub-links';
import { DeviceSafetyDetails } from '../../account/quick-exit-limits';
import '../get-help.css';

const CHOOSER_ID = 'choose-country';

/** Harbor's post on what happens when you call a crisis line (and whether they send the police). */
const FIRST_CALL_POST = '/blog/your-first-call-to-a-crisis-line';

const LIFELINE = CRISIS_LINES.find((line) => line.phone?.tel === '988');
const EMERGENCY = CRISIS_LINES.find((line) => line.phone?.tel === '911');
const LIFELINE_CHAT = LIFELINE?.otherWays?.find((way) => way.kind === 'chat');

/**
 * The two US lines side by side, first on a phone's screen: 988 (call, text, chat) for a crisis
 * or thoughts of suicide, 911 when someone is in danger right now.
 */
function FirstLines() {
  return (
    <div className="web-get-help__first">
      {LIFELINE ? (
        <section className="web-get-help__first-line" aria-labelledby="first-988">
          <h2 id="first-988" className="web-get-help__first-title">
            In crisis, or thinking about suicide
          </h2>
          <ContactLinks name={LIFELINE.name} phone={LIFELINE.phone} text={LIFELINE.text} />
          {LIFELINE_CHAT?.url ? (
            <p className="web-get-help__first-more">
              <a href={LIFELINE_CHAT.url} rel="noopener noreferrer">
                {LIFELINE_CHAT.label}
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
      {EMERGENCY ? (
        <section className="web-get-help__first-line" aria-labelledby="first-911">
          <h2 id="first-911" className="web-get-help__first-title">
            Someone in danger right now
          </h2>
          <ContactLinks name={EMERGENCY.name} phone={EMERGENCY.phone} />
        </section>
      ) : null}
      <p className="web-get-help__first-more">
        <RouterLink href={FIRST_CALL_POST}>
          What happens when I call? Will they send the police?
        </RouterLink>
      </p>
    </div>
  );
}

/**
 * /get-help, where "Get help now" goes: the crisis lines alone, for the visitor's country first,
 * a way to choose another country, and one link to each challenge hub. The first render (and
 * the prerendered page) shows the US lines and the chooser; the visitor's own lines replace them
 * after loading, in the same space.
 */
export default function GetHelpPage() {
  usePageMeta({
    title: 'Get help now',
    description:
      'Free, private crisis lines you can call or text now, for your country: emergency services, suicide and crisis lines, and domestic violence help.',
  });
  const { country, lines, choose } = useVisitorCountry();
  const [searchParams, setSearchParams] = useSearchParams();
  const linesTitleId = useId();

  // The chooser is a GET form: `?country=GB` (from the form, or a shared link) picks a country.
  const asked = findCountry(searchParams.get('country'));
  useEffect(() => {
    if (asked) choose(asked.code);
  }, [asked, choose]);

  const shownName = country ? countryInSentence(country) : 'the United States';

  return (
    <>
      <PageHeader
        title="Get help now"
        intro="Free and private. You do not have to give your name. If someone is in danger right now, call the emergency number first."
      />
      {country?.code === 'US' ? <FirstLines /> : null}
      <section className="harbor-crisis-lines web-get-help__lines" aria-labelledby={linesTitleId}>
        <h2 id={linesTitleId} className="harbor-section__title">
          {`Crisis lines in ${shownName}`}
        </h2>
        <CrisisLineList lines={lines} />
        <ChooseCountryLink country={country} href={`#${CHOOSER_ID}`} linkComponent={RouterLink} />
        <InternationalHelplinesLink />
      </section>

      <section id={CHOOSER_ID} className="harbor-section" aria-labelledby={`${CHOOSER_ID}-title`}>
        <h2 id={`${CHOOSER_ID}-title`} className="harbor-section__title" tabIndex={-1}>
          Choose your country
        </h2>
        <CountryChooser
          value={country?.code}
          onChoose={(code) => {
            choose(code);
            setSearchParams({ country: code }, { replace: true, preventScrollReset: true });
            document.getElementById(linesTitleId)?.scrollIntoView({ block: 'start' });
          }}
        />
        <p className="web-get-help__note">
          Your choice is kept on this device only. Harbor guesses your country from your browser's
          language and time zone, and never looks up where you are.
        </p>
      </section>

      <Section title="Help with what you are facing">
        <HubLinks className="web-get-help__hubs" />
      </Section>
      <DeviceSafetyDetails />
    </>
  );
}
