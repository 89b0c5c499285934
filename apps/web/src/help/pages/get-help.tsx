import {
  ChooseCountryLink,
  ContactLinks,
  CountryChooser,
  CrisisLineList,
  InternationalHelplinesLink,
  countryInSentence,
  findCountry,
  useVisitorCountry,
} from '@harbor-help/challenges';
import { PageHeader, Section } from '@harbor-help/ui';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { RouterLink } from '../../shared/router-link';
import { usePageMeta } from '../../app/use-page-title';
import { HubLinks } from '../hub-links';
import { DeviceSafetyDetails } from '../../account/quick-exit-limits';
import '../get-help.css';

const CHOOSER_ID = 'choose-country';

/** Harbor's post on what happens when you call a crisis line (and whether they send the police). */
const FIRST_CALL_POST = '/blog/your-first-call-to-a-crisis-line';
const ABUSE_AT_HOME = '/challenges/abuse-at-home';
/** "My safety plan" (issue 28). */
const SAFETY_PLAN = '/safety-plan';
/** "My list": the services the visitor saved (issue 28). */
const MY_LIST = '/my-list';

/** A layout effect in the browser (before paint); on the server, a plain effect (never run there). */
const useBeforePaint = typeof document === 'undefined' ? useEffect : useLayoutEffect;

type Line = ReturnType<typeof useVisitorCountry>['lines'][number];

/** The country's emergency number, or its first crisis line (the US lines carry no `kind`). */
function firstLine(lines: readonly Line[], kind: 'emergency' | 'crisis'): Line | undefined {
  return lines.find((line) =>
    'kind' in line
      ? line.kind === kind
      : line.phone?.tel === (kind === 'emergency' ? '911' : '988'),
  );
}

/**
 * The two lines that matter most, side by side, first on a phone's screen: in the US, 988 (call,
 * text, chat) for a crisis or thoughts of suicide and 911 when someone is in danger right now;
 * elsewhere the country's own. Its boxes keep one height (get-help.css), so nothing below moves
 * when the visitor's own lines replace the US ones.
 */
function FirstLines({ lines }: { lines: readonly Line[] }) {
  const crisis = firstLine(lines, 'crisis');
  const emergency = firstLine(lines, 'emergency');
  const chat = crisis?.otherWays?.find((way) => way.kind === 'chat' && way.url);
  const row = useRef<HTMLDivElement>(null);
  const tallest = useRef(0);
  // The boxes keep the tallest height they have had (the US's 988 with its chat link, as
  // prerendered), whatever the screen's width: the visitor's own, shorter, lines never pull up
  // what is below. The CSS min-height covers the first paint.
  useBeforePaint(() => {
    const boxes = Array.from(
      row.current?.querySelectorAll<HTMLElement>('.web-get-help__first-line') ?? [],
    );
    const height = Math.max(0, ...boxes.map((box) => box.getBoundingClientRect().height));
    if (height < tallest.current) {
      for (const box of boxes) box.style.minHeight = `${tallest.current}px`;
    }
    tallest.current = Math.max(tallest.current, height);
  }, [lines]);
  return (
    <div ref={row} className="web-get-help__first">
      <section className="web-get-help__first-line" aria-labelledby="first-crisis">
        <h2 id="first-crisis" className="web-get-help__first-title">
          In crisis, or thinking about suicide
        </h2>
        {crisis ? (
          <ContactLinks name={crisis.name} phone={crisis.phone} text={crisis.text} />
        ) : null}
        {chat?.url ? (
          <p className="web-get-help__first-more">
            <a href={chat.url} rel="noopener noreferrer">
              {chat.label}
            </a>
          </p>
        ) : null}
      </section>
      <section className="web-get-help__first-line" aria-labelledby="first-emergency">
        <h2 id="first-emergency" className="web-get-help__first-title">
          Someone in danger right now
        </h2>
        {emergency ? <ContactLinks name={emergency.name} phone={emergency.phone} /> : null}
      </section>
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
      <FirstLines lines={lines} />
      <section className="harbor-crisis-lines web-get-help__lines" aria-labelledby={linesTitleId}>
        <h2 id={linesTitleId} className="harbor-section__title">
          {`Crisis lines in ${shownName}`}
        </h2>
        <CrisisLineList lines={lines} countryCode={country?.code} />
        <p className="web-get-help__plan">
          For the next hard moment:{' '}
          <RouterLink href={SAFETY_PLAN}>
            make your safety plan, kept only on this device
          </RouterLink>
        </p>
        <p className="web-get-help__plan">
          Services you saved:{' '}
          <RouterLink href={MY_LIST}>my list, kept only on this device</RouterLink>
        </p>
        <p className="web-get-help__abuse">
          Someone at home hurts, scares or controls you?{' '}
          <RouterLink href={ABUSE_AT_HOME}>
            Abuse at home: a safety plan, phone safety and protective orders
          </RouterLink>
        </p>
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
