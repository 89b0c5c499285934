import { useSupabaseClientLoader } from '@harbor-help/auth';
import { PageHeader, Section } from '@harbor-help/ui';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../app/use-page-title';
import { SEND_MESSAGES_ES } from '../../data/messages-es';
import { SpanishDangerNote } from '../../help/spanish-help';
import { sendStory } from '../stories.data';
import type { StoryRow } from '../story-form';
import { SHARE_HARBOR_WORDS_ES, STORY_FORM_WORDS_ES } from '../story-words-es';
import { PublishedStories } from '../../stories/published-stories';
import { PUBLISHED_STORIES_WORDS_ES } from '../../stories/published-stories-words-es';
// Through the English page's module, so the form stays in that page's chunk (see share.tsx).
import { ShareHarbor, StoryForm } from './share';

/**
 * /es/compartir, "Comparta su historia" (issue 25): /share for Spanish speakers (usted; terms in
 * docs/glossary-es.md). The same share box, sharing the Spanish home page, and the same story
 * form with its Spanish words; the story is stored with `language: 'es'` (public.stories), so
 * the team reads and answers it in Spanish. Then the community's published stories, as on /share,
 * each in the language it was written in, with their section's words in Spanish.
 */
export default function ShareSpanishPage() {
  usePageMeta({
    title: 'Comparta su historia',
    description:
      'Comparta Harbor con alguien que lo necesite, o cuente su propia historia para ayudar a otra persona a seguir adelante.',
  });
  const getClient = useSupabaseClientLoader();
  const send = useCallback(
    (row: StoryRow) => sendStory(getClient, row, SEND_MESSAGES_ES),
    [getClient],
  );
  return (
    <>
      <PageHeader
        title="Comparta su historia"
        intro="Lo que usted vivió puede ayudar a otra persona a seguir adelante. Cuente lo que pasó, lo que le ayudó o lo que le hubiera gustado que alguien le dijera."
      />
      <Section title="Comparta Harbor">
        <div className="web-prose">
          <p>
            ¿Conoce a alguien que esté pasando por un momento difícil? Envíele el enlace de Harbor.
            Es gratis, y no hace falta crear una cuenta para usar los recursos.
          </p>
        </div>
        <ShareHarbor words={SHARE_HARBOR_WORDS_ES} />
      </Section>
      <Section title="Cuéntenos su historia">
        <div className="web-prose">
          <p>
            Usted decide qué contar y si aparece su nombre. Su historia nunca queda vinculada a su
            cuenta de Harbor, aunque haya iniciado sesión. Leemos cada historia con cuidado antes de
            publicar nada, y nunca publicamos su correo electrónico.
          </p>
          <SpanishDangerNote>Harbor no es un servicio de crisis.</SpanishDangerNote>
        </div>
        <StoryForm send={send} words={STORY_FORM_WORDS_ES} />
      </Section>
      <PublishedStories words={PUBLISHED_STORIES_WORDS_ES} />
      <Section title="También puede ver">
        <ul className="web-links">
          <li>
            <Link to="/es/privacidad">Qué hacemos con lo que nos envía</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
