import {
  CRISIS_LINES,
  smsHref,
  telHref,
  webHref,
  type CrisisLine,
  type OtherWay,
  type Resource,
  type ResourcePhone,
  type ResourceText,
} from '@harbor-help/challenges';
import { useId, type ReactNode } from 'react';
import './get-help.css';

/**
 * The Spanish help pages' ways in (issue 25): call, text and web links whose words are Spanish
 * and whose numbers come from the lines' own (sourced) data, and the first two boxes of
 * /es/get-help ("Llame al 988 y marque 2", "Envíe AYUDA al 988", "Llame al 911"), which the
 * Spanish home page shows too.
 */

export function lineById(id: string): CrisisLine {
  const line = CRISIS_LINES.find((candidate) => candidate.id === id);
  if (!line) throw new Error(`No crisis line ${id}`);
  return line;
}

export function wayOf(line: CrisisLine | Resource, test: (way: OtherWay) => boolean): OtherWay {
  const way = line.otherWays?.find(test);
  if (!way) throw new Error(`${line.name} has no such way in`);
  return way;
}

/**
 * 988's Spanish ways in, from the line's own (sourced) data: the call (press 2) and the text
 * (AYUDA), with their `tel:` and `sms:` links. Every Spanish page that names them reads them here.
 */
export function lifelineInSpanish(): {
  phone: ResourcePhone | undefined;
  text: ResourceText | undefined;
  callHref: string | null;
  textHref: string | null;
} {
  const lifeline = lineById('988-lifeline');
  const phone = wayOf(lifeline, (way) => way.kind === 'spanish' && !!way.phone).phone;
  const text = wayOf(lifeline, (way) => way.kind === 'spanish' && !!way.text).text;
  return {
    phone,
    text,
    callHref: phone ? telHref(phone) : null,
    textHref: text ? smsHref(text) : null,
  };
}

/** A call link: `words` in Spanish, the number from the line's own (sourced) data. */
export function Call({
  phone,
  children,
  lang,
}: {
  phone: ResourcePhone;
  children: ReactNode;
  lang?: string;
}) {
  const href = telHref(phone);
  return href ? (
    <a className="harbor-button harbor-button--primary" href={href} lang={lang}>
      {children}
    </a>
  ) : null;
}

/** A text (SMS) link, with its message filled in when the line asks for one. */
export function Text({ text, children }: { text: ResourceText; children: ReactNode }) {
  const href = smsHref(text);
  return href ? (
    <a className="harbor-button harbor-button--secondary" href={href}>
      {children}
    </a>
  ) : null;
}

/** An https link to a service's site or chat. */
export function Web({ url, children }: { url: string | undefined; children: ReactNode }) {
  const href = webHref(url);
  return href ? (
    <a href={href} rel="noopener noreferrer">
      {children}
    </a>
  ) : null;
}

/** A line's ways in, as a list of buttons. */
export function Ways({ children }: { children: ReactNode }) {
  return <ul className="harbor-contact-links">{children}</ul>;
}

/**
 * The first screen's two boxes: 988 in Spanish (call, press 2; text AYUDA), and 911. Their titles
 * are `h2`s, or `h3`s under a section of their own (`headingLevel={3}`).
 */
export function SpanishFirstHelp({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Title = `h${headingLevel}` as const;
  const emergency = lineById('us-emergency-services');
  const lifeline = lifelineInSpanish();
  // Its own ids: the safety box of a Spanish form shows it too (safety-crisis-lines-es.tsx).
  const id = useId();
  return (
    <div className="web-get-help__first">
      <section className="web-get-help__first-line" aria-labelledby={`${id}-crisis`}>
        <Title id={`${id}-crisis`} className="web-get-help__first-title">
          Si está en crisis o piensa en el suicidio
        </Title>
        <Ways>
          <li>
            {lifeline.phone ? <Call phone={lifeline.phone}>Llame al 988 y marque 2</Call> : null}
          </li>
          <li>{lifeline.text ? <Text text={lifeline.text}>Envíe AYUDA al 988</Text> : null}</li>
        </Ways>
        <p className="web-get-help__first-more">Al marcar 2, le atienden en español.</p>
      </section>
      <section className="web-get-help__first-line" aria-labelledby={`${id}-emergency`}>
        <Title id={`${id}-emergency`} className="web-get-help__first-title">
          Si alguien está en peligro ahora mismo
        </Title>
        <Ways>
          <li>{emergency.phone ? <Call phone={emergency.phone}>Llame al 911</Call> : null}</li>
        </Ways>
      </section>
    </div>
  );
}

/**
 * The Spanish hubs' crisis buttons (issue 25), in the crisis box at the top of every hub in
 * place of the English Call and Text 988: 988 in Spanish (call, press 2; text AYUDA) and 911,
 * from the lines' own (sourced) data.
 */
export function SpanishCrisisButtons() {
  const emergency = lineById('us-emergency-services');
  const lifeline = lifelineInSpanish();
  return (
    <Ways>
      <li>{lifeline.phone ? <Call phone={lifeline.phone}>Llame al 988 y marque 2</Call> : null}</li>
      <li>{lifeline.text ? <Text text={lifeline.text}>Envíe AYUDA al 988</Text> : null}</li>
      <li>{emergency.phone ? <Call phone={emergency.phone}>Llame al 911</Call> : null}</li>
    </Ways>
  );
}

/**
 * What a Spanish form page says before its form (issue 25): in danger, the emergency number of
 * the country where the reader is (911 in the US), then the page's own sentence (`children`:
 * Harbor is not a crisis service), then 988 in Spanish (press 2, AYUDA), from the line's own
 * (sourced) data. /es/contacto and /es/compartir.
 */
export function SpanishDangerNote({ children }: { children: ReactNode }) {
  const { callHref: call, textHref: text } = lifelineInSpanish();
  return (
    <p>
      Si está en peligro o piensa en hacerse daño, llame ahora al número de emergencias del país
      donde esté (en Estados Unidos, el <a href="tel:911">911</a>). {children}
      {call && text ? (
        <>
          {' '}
          En Estados Unidos también puede <a href={call}>llamar al 988 y marcar 2</a> para hablar en
          español, o <a href={text}>enviar AYUDA al 988</a> por mensaje de texto, a toda hora.
        </>
      ) : null}
    </p>
  );
}
