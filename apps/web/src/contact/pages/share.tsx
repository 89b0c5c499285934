import { useSupabaseClientLoader } from '@harbor-help/auth';
import { PageHeader, Section } from '@harbor-help/ui';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { sendStory } from '../stories.data';
import { ShareHarbor } from '../share-harbor';
import { StoryForm, type StoryRow } from '../story-form';

// The Spanish page (/es/compartir) takes the form and the share box through this module, so they
// stay in this page's chunk.
export { ShareHarbor, StoryForm };
import { usePageTitle } from '../../app/use-page-title';
import { PublishedStories } from '../../stories/published-stories';

export default function SharePage() {
  usePageTitle(
    'Share',
    'Share Harbor with someone who could use it, or share your own story to help someone else hold on.',
  );
  // Sending loads the Supabase client if it is not here yet; the page renders without it.
  const getClient = useSupabaseClientLoader();
  const send = useCallback((row: StoryRow) => sendStory(getClient, row), [getClient]);
  return (
    <>
      <PageHeader
        title="Share your story"
        intro="Your experience could be the thing that helps someone else hold on. Share what you went through, what helped, or simply what you wish someone had told you."
      />
      <Section title="Share Harbor">
        <div className="web-prose">
          <p>
            Know someone going through a hard time? Send them Harbor&apos;s link. It is free, and
            nobody needs an account to use the resources.
          </p>
        </div>
        <ShareHarbor />
      </Section>
      <Section title="Tell us your story">
        <div className="web-prose">
          <p>
            You choose what to include and whether your name appears. Your story is never linked to
            your Harbor account, even when you are signed in. We read every story with care before
            anything is published, and we never publish your email address.
          </p>
        </div>
        <StoryForm send={send} />
      </Section>
      <PublishedStories />
      <Section title="Where to next">
        <ul className="web-links">
          <li>
            <Link to="/privacy">How we handle what you share</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
