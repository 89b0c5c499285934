import { loadResources, peekResources, telHref, type Resource } from '@harbor-help/challenges';
import { PageHeader, Section } from '@harbor-help/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { QuickExitLimitsEs } from '../../account/quick-exit-limits-es';
import { usePageMeta } from '../../app/use-page-title';
import { FindALine, SpanishCountryLines, YourCountryFirst } from '../country-lines-es';
import { SPANISH_LINE_TITLES, spanishLineTitle } from '../spanish-line-names';
import { Call, lineById, SpanishFirstHelp, Text, Ways, wayOf, Web } from '../spanish-help';

/**
 * /es/get-help, "Ayuda ahora" (issue 25): the way to help, written for Spanish speakers in the
 * US (usted; terms in docs/glossary-es.md), not word for word from /get-help. The same lines
 * with the same call and text links (the same data: CRISIS_LINES, with their sources), the
 * Spanish ways in first, and SAMHSA's National Helpline, whose Spanish option its owner
 * publishes. What no owner confirms stays out: see get-help-es.test.tsx.
 */

/** The directory's service with a Spanish option on the phone (samhsa.gov), shown here too. */
export const SPANISH_EXTRA_SERVICE_IDS = ['samhsa-helpline'] as const;

/** One service: its name as its owner writes it (in English, marked so), then what it does. */
function Service({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <li className="harbor-crisis-lines__item">
      <h3 className="harbor-crisis-lines__name">
        {title} (<span lang="en">{name}</span>)
      </h3>
      {children}
    </li>
  );
}

export function preload(): Promise<unknown> {
  return loadResources();
}

/** The directory's services this page shows, once loaded (they are, before a first render). */
function useExtraServices(): readonly Resource[] {
  const [all, setAll] = useState(peekResources);
  useEffect(() => {
    if (!all) void loadResources().then(setAll);
  }, [all]);
  return (all ?? []).filter((service) =>
    (SPANISH_EXTRA_SERVICE_IDS as readonly string[]).includes(service.id),
  );
}

export default function GetHelpSpanishPage() {
  usePageMeta({
    title: 'Ayuda ahora',
    description:
      'Líneas de ayuda gratis y privadas en Estados Unidos, con atención en español: llame o envíe un mensaje de texto ahora.',
  });
  const emergency = lineById('us-emergency-services');
  const lifeline = lineById('988-lifeline');
  const textLine = lineById('crisis-text-line');
  const hotline = lineById('domestic-violence-hotline');
  const lifelineCall = wayOf(lifeline, (way) => way.kind === 'spanish' && !!way.phone);
  const lifelineText = wayOf(lifeline, (way) => way.kind === 'spanish' && !!way.text);
  const lifelineChat = wayOf(lifeline, (way) => way.kind === 'chat');
  const lifelineAsl = wayOf(lifeline, (way) => way.kind === 'asl');
  const lifelineVideophone = wayOf(lifeline, (way) => way.kind === 'videophone');
  const textLineSpanish = wayOf(textLine, (way) => way.kind === 'spanish' && !!way.text);
  const emergencyText = wayOf(emergency, (way) => way.kind === 'text');
  const hotlineTty = wayOf(hotline, (way) => way.kind === 'tty');
  const hotlineChat = wayOf(hotline, (way) => way.kind === 'chat');
  const extra = useExtraServices();

  return (
    <>
      <PageHeader
        title="Ayuda ahora"
        intro="Es gratis y privado. No tiene que dar su nombre. Si alguien está en peligro ahora mismo, llame primero al 911."
      />
      <YourCountryFirst />
      <SpanishFirstHelp />

      <section className="harbor-crisis-lines web-get-help__lines" aria-labelledby="lineas">
        <h2 id="lineas" className="harbor-section__title">
          Líneas de ayuda en Estados Unidos
        </h2>
        <ul className="harbor-crisis-lines__list">
          <Service name={lifeline.name} title={SPANISH_LINE_TITLES['988-lifeline']}>
            <p>
              Una persona preparada le escucha y le ayuda. Es gratis y confidencial, a toda hora.
              Puede llamar por cualquier angustia o dolor emocional, por ideas de suicidio o por una
              crisis con alcohol o drogas.
            </p>
            <Ways>
              <li>
                {lifelineCall.phone ? (
                  <Call phone={lifelineCall.phone}>Llame al 988 y marque 2 para español</Call>
                ) : null}
              </li>
              <li>
                {lifelineText.text ? (
                  <Text text={lifelineText.text}>Envíe AYUDA al 988 por mensaje de texto</Text>
                ) : null}
              </li>
              <li>
                {lifeline.text ? (
                  <Text text={lifeline.text}>Mensaje de texto al 988 (en inglés)</Text>
                ) : null}
              </li>
            </Ways>
            <p>
              El chat de la línea es solo en inglés:{' '}
              <Web url={lifelineChat.url}>chat en 988lifeline.org</Web>.
            </p>
            <p>
              Para personas sordas o con problemas de audición: haga una{' '}
              <Web url={lifelineAsl.url}>videollamada en lengua de señas americana (ASL)</Web> en
              988lifeline.org, o llame desde un videoteléfono al{' '}
              {lifelineVideophone.phone ? (
                <a href={telHref(lifelineVideophone.phone) ?? undefined}>
                  {lifelineVideophone.phone.display}
                </a>
              ) : null}
              .
            </p>
          </Service>

          <Service name={textLine.name} title={SPANISH_LINE_TITLES['crisis-text-line']}>
            <p>
              Escriba a una persona voluntaria y preparada, a toda hora. Es gratis. Para español,
              envíe la palabra AYUDA. También puede escribir por WhatsApp al 442-AYUDAME.
            </p>
            <Ways>
              <li>
                {textLineSpanish.text ? (
                  <Text text={textLineSpanish.text}>Envíe AYUDA al 741741</Text>
                ) : null}
              </li>
              <li>
                {textLine.text ? (
                  <Text text={textLine.text}>Mensaje de texto al 741741 (en inglés)</Text>
                ) : null}
              </li>
            </Ways>
          </Service>

          <Service name={hotline.name} title={SPANISH_LINE_TITLES['domestic-violence-hotline']}>
            <p>
              Es para usted si alguien le hace daño, le da miedo o controla su vida. Es privado y
              atienden a toda hora. Le ayudan a hacer un plan para estar a salvo.
            </p>
            <Ways>
              <li>
                {hotline.phone ? (
                  <Call phone={hotline.phone}>Llame al {hotline.phone.display}</Call>
                ) : null}
              </li>
              <li>{hotline.text ? <Text text={hotline.text}>Envíe START al 88788</Text> : null}</li>
            </Ways>
            <p>
              TTY (teléfono de texto para personas sordas):{' '}
              {hotlineTty.phone ? (
                <a href={telHref(hotlineTty.phone) ?? undefined}>{hotlineTty.phone.display}</a>
              ) : null}
              . <Web url={hotlineChat.url}>Chat en thehotline.org</Web> (en inglés). Todavía no
              hemos podido confirmar si atienden en español. Puede llamar y preguntar.
            </p>
          </Service>

          {extra.map((service) => {
            const spanish = wayOf(service, (way) => way.kind === 'spanish' && !!way.phone);
            return (
              <Service
                key={service.id}
                name={service.name}
                title={spanishLineTitle(service.id) ?? service.name}
              >
                <p>
                  Le dicen dónde encontrar tratamiento y grupos de apoyo cerca de usted, para
                  problemas de salud mental o con el alcohol o las drogas. Es gratis, a toda hora.
                  Si no tiene seguro médico, le dan el contacto de la oficina de su estado que paga
                  tratamientos.
                </p>
                <Ways>
                  <li>
                    {spanish.phone ? (
                      <Call phone={spanish.phone}>Llame al {spanish.phone.display}</Call>
                    ) : null}
                  </li>
                </Ways>
                <p>
                  Al llamar, elija la opción para hablar con un representante nacional. Atienden en
                  inglés y en español.
                </p>
              </Service>
            );
          })}

          <Service
            name={emergency.name}
            title={`${SPANISH_LINE_TITLES['us-emergency-services']}, 911`}
          >
            <p>Si alguien está herido o en peligro ahora mismo: policía, bomberos o ambulancia.</p>
            <Ways>
              <li>{emergency.phone ? <Call phone={emergency.phone}>Llame al 911</Call> : null}</li>
              <li>
                {emergencyText.text ? (
                  <Text text={emergencyText.text}>Mensaje de texto al 911</Text>
                ) : null}
              </li>
            </Ways>
            <p>
              Si no puede llamar, envíe un mensaje al 911. Esto no funciona en todas partes. Si
              puede, es mejor llamar.
            </p>
          </Service>
        </ul>
      </section>

      <Section title="Más ayuda">
        <ul>
          <li>
            <Link to="/es/blog/your-first-call-to-a-crisis-line">
              ¿Qué pasa cuando llamo? ¿Envían a la policía?
            </Link>
          </li>
          <li>
            <Link to="/es/temas/abuse-at-home">Violencia o abuso en el hogar</Link>
          </li>
          <li>
            <Link to="/es/plan-de-seguridad">Mi plan de seguridad</Link>
          </li>
        </ul>
      </Section>

      <Section title="Fuera de Estados Unidos">
        <SpanishCountryLines />
        <FindALine lead="¿En otro país?" />
      </Section>

      <Section title="Salir rápido">
        <p>
          ¿Alguien puede ver su pantalla? Use el botón Salida rápida, arriba. En una computadora,
          también puede presionar la tecla Shift tres veces. La página cambia a una búsqueda del
          clima.
        </p>
        <QuickExitLimitsEs title="Tenga en cuenta lo que la Salida rápida no puede hacer:" />
        <p>
          Más información en{' '}
          <Link to="/es/protegerse-en-internet">Cómo protegerse en internet</Link>. Vea todo lo que
          Harbor guarda en este dispositivo y bórrelo con un solo botón en la página{' '}
          <Link to="/es/borrar-datos">Borrar los datos de Harbor en este dispositivo</Link>.
        </p>
      </Section>
    </>
  );
}
