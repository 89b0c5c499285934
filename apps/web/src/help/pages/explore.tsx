import {
  ACTIVITY_SLUGS,
  HUB_SLUGS,
  challenges,
  isActivitySlug,
  isUnfinished,
  readActivityProgress,
} from '@harbor-help/challenges';
import type { ActivitySlug, ChallengeSlug, HubSlug } from '@harbor-help/challenges';
import { keptStore } from '@harbor-help/device-storage';
import { useJourney } from '@harbor-help/journey';
import { PageHeader, Section } from '@harbor-help/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CHECK_IN_FOR_HUB } from '../challenge-links';
import { usePageTitle } from '../../app/use-page-title';
import '../explore.css';

interface Unfinished {
  slug: ActivitySlug;
  step: number;
}

/** The check-ins started in this browser and not finished, read after mount. */
function useUnfinishedCheckIns(): Unfinished[] {
  const [unfinished, setUnfinished] = useState<Unfinished[]>([]);
  useEffect(() => {
    setUnfinished(
      ACTIVITY_SLUGS.flatMap((slug) => {
        const progress = readActivityProgress(keptStore, slug);
        return isUnfinished(progress) ? [{ slug, step: progress.step }] : [];
      }),
    );
  }, []);
  return unfinished;
}

/** The check-in the visitor last finished, from the journey's `completed-activity:<slug>`. */
function lastCompletedCheckIn(interactionType: string | null): ActivitySlug | null {
  const prefix = 'completed-activity:';
  if (!interactionType?.startsWith(prefix)) return null;
  const slug = interactionType.slice(prefix.length);
  return isActivitySlug(slug) ? slug : null;
}

/**
 * Every topic as a card: its name linking its page, what it is about, and its check-in where it
 * has one. /explore and /es/explorar, each with its own words and links.
 */
export function TopicCards({
  link,
  title,
  summary,
  checkIn: checkInLabel,
}: {
  link(href: string, label: string): ReactNode;
  title(slug: ChallengeSlug): string;
  summary(slug: HubSlug): string;
  checkIn(title: string): string;
}) {
  return (
    <ul className="web-explore__topics">
      {HUB_SLUGS.map((slug) => {
        const checkIn = CHECK_IN_FOR_HUB[slug];
        return (
          <li key={slug} className="harbor-card">
            <h3 className="harbor-card__title">{link(`/challenges/${slug}`, title(slug))}</h3>
            <p className="harbor-card__body">{summary(slug)}</p>
            {checkIn && isActivitySlug(checkIn) ? (
              <p className="web-explore__check-in">
                {link(`/challenges/${checkIn}`, checkInLabel(title(checkIn)))}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Where a returning visitor left off, read from this browser after mount: the check-ins started
 * and not finished, and the one last finished (its action plan) when it is not among them.
 * `canContinue` is false until then, and for everyone else. /explore and /es/explorar.
 */
export function useWhereYouLeftOff(): {
  canContinue: boolean;
  unfinished: Unfinished[];
  completed: ActivitySlug | null;
} {
  const { isReturningUser, interactionType } = useJourney();
  const unfinished = useUnfinishedCheckIns();
  const completed = lastCompletedCheckIn(interactionType);
  const canContinue = isReturningUser && (unfinished.length > 0 || completed !== null);
  return {
    canContinue,
    unfinished,
    completed: completed && !unfinished.some((item) => item.slug === completed) ? completed : null,
  };
}

/** /explore — "What are you facing?": a way into the hubs and check-ins, and back to where you were. */
export default function ExplorePage() {
  usePageTitle(
    'Explore',
    'What are you facing? Pick a topic to find real services, steps you can take today, and short check-ins that build a plan with you.',
  );
  const { canContinue, unfinished, completed } = useWhereYouLeftOff();

  return (
    <>
      <PageHeader
        title="What are you facing?"
        intro="Pick what is closest to your situation. Each topic has real services you can contact, steps for today, and your rights. Some have a short check-in that builds a plan with you."
      />

      {/* Where a returning visitor can pick up a check-in, read from this browser after
          mount; until then, and for everyone else, the welcome note holds that place, so the
          topics below move only for a visitor with a check-in to go back to (issue 33). The note
          tells nothing of an earlier visit. */}
      {!canContinue ? (
        <div className="web-explore__note">
          <p>
            <strong>Welcome to Harbor.</strong> There is no right place to start and nothing to sign
            up for. Take what helps and leave the rest. If you need help right now,{' '}
            <Link to="/resources#crisis-lines">see the crisis lines</Link>.
          </p>
        </div>
      ) : null}

      {canContinue ? (
        <Section title="Continue where you left off">
          <ul className="web-links">
            {unfinished.map(({ slug, step }) => (
              <li key={slug}>
                <Link to={`/challenges/${slug}`}>
                  Continue your check-in: {challenges[slug].title} (you got to step {step + 1})
                </Link>
              </li>
            ))}
            {completed ? (
              <li>
                <Link to={`/challenges/${completed}`}>
                  See your action plan: {challenges[completed].title}
                </Link>
              </li>
            ) : null}
          </ul>
        </Section>
      ) : null}

      <Section title="Choose a topic">
        <TopicCards
          link={(href, label) => <Link to={href}>{label}</Link>}
          title={(slug) => challenges[slug].title}
          summary={(slug) => challenges[slug].summary}
          checkIn={(title) => `Take the check-in: ${title}`}
        />
      </Section>

      <Section title="Or look around">
        <ul className="web-links">
          <li>
            <Link to="/resources">Search every service</Link>
          </li>
          <li>
            <Link to="/blog">Stories and guides on the blog</Link>
          </li>
          <li>
            <Link to="/library">The library</Link>
          </li>
          <li>
            <Link to="/share">Share your own story</Link>
          </li>
        </ul>
      </Section>
    </>
  );
}
