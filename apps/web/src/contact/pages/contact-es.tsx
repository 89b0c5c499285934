import { useAuth, useSupabaseClientLoader } from '@harbor-help/auth';
import { PageHeader, Section } from '@harbor-help/ui';
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ContactRow } from '../contact-form';
// Through the English page's module, so the form stays in that page's chunk (see contact.tsx).
import { ContactForm } from './contact';
import { CONTACT_FORM_WORDS_ES } from '../contact-words-es';
import { reportedListing } from '../contact-rules';
import { sendContactMessage } from '../contact-messages.data';
import { usePageMeta } from '../../app/use-page-title';
import { SEND_MESSAGES_ES } from '../../data/messages-es';
import { SpanishDangerNote } from '../../help/spanish-help';

/**
 * /es/contacto, "Escríbanos" (issue 25): /contact for Spanish speakers (usted; terms in
 * docs/glossary-es.md). The same form (contact-form.tsx) with its Spanish words; the message is
 * stored with `language: 'es'`, so the team's inbox shows it was written in Spanish. 988's
 * Spanish ways in come from the line's own (sourced) data, as on /es/get-help.
 */
export default function ContactSpanishPage() {
  usePageMeta({
    title: 'Escríbanos',
    description:
      'Escriba al equipo de Harbor en español con una pregunta, una idea o un problema. Una persona real lee cada mensaje.',
  });
  const { profile } = useAuth();
  const [searchParams] = useSearchParams();
  // "Avisar de un problema" on a listing: /es/contacto?topic=wrong-fact&listing=<id>&about=…
  const listing = useMemo(() => reportedListing(searchParams), [searchParams]);
  const getClient = useSupabaseClientLoader();
  const send = useCallback(
    (row: ContactRow) => sendContactMessage(getClient, row, SEND_MESSAGES_ES),
    [getClient],
  );
  return (
    <>
      <PageHeader
        title="Escríbanos"
        intro="¿Tiene una pregunta o una idea, o algo no funciona? Escríbanos en español y una persona real le responderá, normalmente en dos días hábiles."
      />
      <div className="web-prose">
        <SpanishDangerNote>
          Harbor no es un servicio de crisis y podemos tardar en responder: no queremos que se quede
          esperando.
        </SpanishDangerNote>
      </div>
      <Section title="Envíenos un mensaje">
        <ContactForm
          send={send}
          known={{ name: profile?.fullName ?? null, email: profile?.email ?? null }}
          topic={searchParams.get('topic')}
          listing={listing}
          words={CONTACT_FORM_WORDS_ES}
        />
      </Section>
      <Section title="También puede ver">
        <ul className="web-links">
          <li>
            <Link to="/es/preguntas-frecuentes">Preguntas frecuentes</Link>
          </li>
          <li>
            <Link to="/es/get-help">Ayuda ahora, en español</Link>
          </li>
          <li>
            <Link to="/es/privacidad">Qué hacemos con lo que nos envía</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
