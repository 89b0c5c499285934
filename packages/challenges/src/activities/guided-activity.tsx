import {
  isKeptOnDevice,
  isSharedComputerMode,
  keepOnDevice,
  keptStore,
  subscribeToSharedComputerMode,
} from '@harbor-help/device-storage';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import type { I18n } from '@lingui/core';
import { Checkbox, CheckboxGroup, LoadError, RadioGroup, useLoad } from '@harbor-help/ui';
import type { ChallengePagePaths } from '../page-link';
import type { ChallengesLocale } from '../i18n';
import { usePagesI18n } from '../pages-i18n';
import { linkNumbers } from '../linked-numbers';
import { ResourceCard } from '../resource-card';
import { loadResourcesIn, peekResourcesIn } from '../resources/load-resources-in';
import type { Resource } from '../resources/resource-types';
import { actionPlanText, buildActionPlan } from './action-plan';
import {
  MAX_NOTE_LENGTH,
  activityStorageKey,
  answersFor,
  clearActivityProgress,
  isUnfinished,
  readActivityProgress,
  writeActivityProgress,
} from './activity-storage';
import type { ActivityProgress, ActivityStorage } from './activity-storage';
import type { Activity, ActivityAnswers, ActivitySlug, StepAnswer } from './activity-types';
import { copyText } from './copy-text';
import { loadActivityIn, peekActivityIn } from './load-activity';

/** Props of `GuidedActivity`. */
export interface GuidedActivityProps {
  /** Which guided activity to run; also where its answers are kept. */
  slug: ActivitySlug;
  /** The activity's title, used in the copied plan. */
  title: string;
  /** Called once when the visitor finishes and their plan is first shown. */
  onComplete?: (slug: ActivitySlug) => void;
  /**
   * Where the answers are kept. Omitted: `keptStore` of `@harbor-help/device-storage` (this tab only,
   * or this device when the visitor ticks "Keep my answers on this device", which is then offered;
   * this page's memory only in shared-computer mode), read after mount.
   * `null`: nowhere (answers live only while the page is open).
   */
  storage?: ActivityStorage | null;
  /** Where its links go in the page's language (see `ChallengePagePaths`). */
  paths?: ChallengePagePaths | undefined;
}

type Phase = 'starting' | 'resume' | 'steps' | 'plan';

/** Whether this tab is in shared-computer mode (answers kept in memory only). False on a server. */
function useSharedComputerMode(): boolean {
  return useSyncExternalStore(subscribeToSharedComputerMode, isSharedComputerMode, () => false);
}

const EMPTY_ANSWER: StepAnswer = { choices: [], note: '' };

/**
 * A guided check-in: a few questions with choices and optional notes, one step at a time, that
 * ends in a personal action plan with matching services. The plan can be printed and copied.
 * Answers stay in the browser and one button clears them. Each step is a fieldset whose legend
 * is the step's heading; focus moves to that heading and the progress is announced politely.
 */
export function GuidedActivity({ slug, title, onComplete, storage, paths }: GuidedActivityProps) {
  const i18n = usePagesI18n();
  const locale = i18n.locale as ChallengesLocale;
  const load = useCallback(() => loadActivityIn(locale, slug), [locale, slug]);
  const { state, retry } = useLoad(load, { peek: () => peekActivityIn(locale, slug) });

  if (state.status === 'loading') {
    return (
      <p role="status" className="harbor-loading-inline">
        {i18n._('checkIn.loading')}
      </p>
    );
  }
  if (state.status === 'error') {
    return <LoadError message={i18n._('checkIn.loadError')} onRetry={retry} />;
  }
  return (
    <ActivityFlow
      key={`${locale}:${slug}`}
      activity={state.value}
      title={title}
      onComplete={onComplete}
      storage={storage}
      paths={paths}
      i18n={i18n}
    />
  );
}

interface ActivityFlowProps {
  activity: Activity;
  title: string;
  onComplete?: (slug: ActivitySlug) => void;
  storage?: ActivityStorage | null;
  paths: ChallengePagePaths | undefined;
  i18n: I18n;
}

function ActivityFlow({ activity, title, onComplete, storage, paths, i18n }: ActivityFlowProps) {
  const [phase, setPhase] = useState<Phase>('starting');
  const [progress, setProgress] = useState<ActivityProgress>({
    answers: {},
    step: 0,
    finished: false,
  });
  const [message, setMessage] = useState('');
  const storageRef = useRef<ActivityStorage | null>(null);
  const sharedComputer = useSharedComputerMode();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set by an action that should move focus to the new heading once it renders.
  const moveFocus = useRef(false);
  const total = activity.steps.length;

  // With the default storage, answers are kept in this tab only unless the visitor chooses to
  // keep them on this device (to come back to the plan another day).
  const canKeep = storage === undefined && !sharedComputer;
  const [kept, setKept] = useState(false);
  const keepId = useId();

  useEffect(() => {
    const resolved = storage === undefined ? keptStore : storage;
    storageRef.current = resolved;
    if (storage === undefined) setKept(isKeptOnDevice(activityStorageKey(activity.slug)));
    const saved = readActivityProgress(resolved, activity.slug);
    if (saved) {
      const restored: ActivityProgress = {
        answers: answersFor(activity, saved.answers),
        step: Math.min(saved.step, total - 1),
        finished: saved.finished,
      };
      setProgress(restored);
      if (restored.finished) setPhase('plan');
      else setPhase(isUnfinished(restored) ? 'resume' : 'steps');
    } else {
      setPhase('steps');
    }
  }, [activity, storage, total]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus();
  });

  function save(next: ActivityProgress) {
    setProgress(next);
    writeActivityProgress(storageRef.current, activity.slug, next);
  }

  function go(nextPhase: Phase, next: ActivityProgress) {
    save(next);
    setPhase(nextPhase);
    setMessage('');
    moveFocus.current = true;
  }

  function updateAnswer(stepId: string, answer: StepAnswer) {
    save({ ...progress, answers: { ...progress.answers, [stepId]: answer } });
  }

  function clear() {
    clearActivityProgress(storageRef.current, activity.slug);
    setProgress({ answers: {}, step: 0, finished: false });
    setPhase('steps');
    setMessage(i18n._('checkIn.cleared'));
    moveFocus.current = true;
  }

  const stepIndex = Math.min(progress.step, total - 1);
  const isLast = stepIndex === total - 1;
  const hasAnswers = Object.values(progress.answers).some(
    (saved) => saved.choices.length > 0 || saved.note.trim() !== '',
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLast) {
      go('plan', { ...progress, step: stepIndex, finished: true });
      onComplete?.(activity.slug);
    } else {
      go('steps', { ...progress, step: stepIndex + 1 });
    }
  }

  // Answers saved on this device decide what comes first, read after mount. Until then (and in
  // the prerendered page) the first step shows, as it does for most visitors, so the page does not
  // move when the answers are read; only saved answers change it. Without JavaScript they are
  // never read: say so, with where to go.
  const shown: Exclude<Phase, 'starting'> = phase === 'starting' ? 'steps' : phase;
  const noScript =
    phase === 'starting' ? (
      <noscript>
        <p>
          {i18n._('checkIn.noScript')}{' '}
          <a href={paths?.inLanguage?.('/resources') ?? '/resources'}>
            {i18n._('checkIn.noScript.resources')}
          </a>
          {i18n._('checkIn.noScript.after')} {linkNumbers(i18n._('checkIn.noScript.danger'))}
        </p>
      </noscript>
    ) : null;
  let body: ReactNode = null;
  if (shown === 'resume') {
    body = (
      <>
        <h2 ref={headingRef} tabIndex={-1} className="harbor-section__title">
          {i18n._('checkIn.resume.title')}
        </h2>
        <p>
          {i18n._('checkIn.resume.where', { step: stepIndex + 1, total })}{' '}
          {sharedComputer ? i18n._('checkIn.resume.shared') : i18n._('checkIn.resume.saved')}
        </p>
        <p className="harbor-activity__actions">
          <button
            type="button"
            className="harbor-button harbor-button--primary"
            onClick={() => go('steps', progress)}
          >
            {i18n._('checkIn.continue')}
          </button>
          <button type="button" className="harbor-button harbor-button--secondary" onClick={clear}>
            {i18n._('checkIn.startAgain')}
          </button>
        </p>
      </>
    );
  } else if (shown === 'plan') {
    body = (
      <ActionPlanView
        activity={activity}
        answers={progress.answers}
        title={title}
        headingRef={headingRef}
        onChange={() => go('steps', { ...progress, step: 0, finished: false })}
        onClear={clear}
        onMessage={setMessage}
        sharedComputer={sharedComputer}
        paths={paths}
        i18n={i18n}
      />
    );
  } else {
    const step = activity.steps[stepIndex];
    if (step) {
      body = (
        <>
          <StepForm
            key={step.id}
            step={step}
            answer={progress.answers[step.id] ?? EMPTY_ANSWER}
            isLast={isLast}
            headingRef={headingRef}
            onAnswer={(next) => updateAnswer(step.id, next)}
            onBack={
              stepIndex > 0 ? () => go('steps', { ...progress, step: stepIndex - 1 }) : undefined
            }
            onSubmit={submit}
            i18n={i18n}
          />
          {hasAnswers ? (
            <p className="harbor-activity__actions">
              <button type="button" className="harbor-link-button" onClick={clear}>
                {i18n._('checkIn.clear')}
              </button>
            </p>
          ) : null}
        </>
      );
    }
  }

  // The two live regions stay in place through every phase, so what changes in them is read out.
  return (
    <div className="harbor-activity">
      {noScript}
      {shown === 'steps' ? <p className="harbor-activity__intro">{activity.intro}</p> : null}
      {shown === 'steps' && sharedComputer ? (
        <p className="harbor-activity__intro">{i18n._('checkIn.sharedIntro')}</p>
      ) : null}
      <p role="status" className="harbor-activity__progress">
        {shown === 'steps' ? i18n._('checkIn.progress', { step: stepIndex + 1, total }) : ''}
      </p>
      {body}
      {canKeep ? (
        <div className="harbor-activity__keep harbor-no-print">
          <Checkbox
            id={`${keepId}-keep`}
            name="keepAnswersOnThisDevice"
            label={i18n._('checkIn.keep')}
            checked={kept}
            onChange={(on) => {
              if (keepOnDevice(activityStorageKey(activity.slug), on)) setKept(on);
              else setMessage(i18n._('checkIn.keepFailed'));
            }}
            hint={i18n._('checkIn.keepHint')}
          />
        </div>
      ) : null}
      <p role="status" className="harbor-activity__message">
        {message}
      </p>
    </div>
  );
}

interface StepFormProps {
  step: Activity['steps'][number];
  answer: StepAnswer;
  isLast: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAnswer: (answer: StepAnswer) => void;
  onBack?: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  i18n: I18n;
}

function StepForm({
  step,
  answer,
  isLast,
  headingRef,
  onAnswer,
  onBack,
  onSubmit,
  i18n,
}: StepFormProps) {
  const groupId = useId();
  const notesId = useId();
  const inputName = useId();

  // The kit's choice group, in the check-in's own fieldset and legend (the question is the step's
  // heading, focused on each step). A checkbox step keeps its choices in the options' order.
  const group = {
    id: groupId,
    name: inputName,
    legend: (
      <h2 ref={headingRef} tabIndex={-1} className="harbor-section__title">
        {step.question}
      </h2>
    ),
    options: step.choices.map((choice) => ({ value: choice.id, label: choice.label })),
    hint: step.hint,
    className: 'harbor-activity__fieldset',
    legendClassName: 'harbor-activity__legend',
  };

  return (
    <form className="harbor-activity__form" onSubmit={onSubmit} noValidate>
      {step.multiple ? (
        <CheckboxGroup
          {...group}
          values={answer.choices}
          onChange={(choices) => onAnswer({ ...answer, choices })}
        />
      ) : (
        <RadioGroup
          {...group}
          value={answer.choices[0] ?? ''}
          onChange={(choice) => onAnswer({ ...answer, choices: [choice] })}
        />
      )}
      <div className="harbor-field">
        <label className="harbor-field__label" htmlFor={notesId}>
          {step.notesLabel}
        </label>
        <textarea
          id={notesId}
          className="harbor-field__input"
          rows={3}
          maxLength={MAX_NOTE_LENGTH}
          value={answer.note}
          onChange={(event) => onAnswer({ ...answer, note: event.target.value })}
        />
      </div>
      <p className="harbor-activity__actions">
        {onBack ? (
          <button type="button" className="harbor-button harbor-button--secondary" onClick={onBack}>
            {i18n._('checkIn.back')}
          </button>
        ) : null}
        <button type="submit" className="harbor-button harbor-button--primary">
          {isLast ? i18n._('checkIn.seePlan') : i18n._('checkIn.next')}
        </button>
      </p>
    </form>
  );
}

interface ActionPlanViewProps {
  activity: Activity;
  answers: ActivityAnswers;
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onChange: () => void;
  onClear: () => void;
  onMessage: (message: string) => void;
  /** Shared-computer mode: the plan is not saved on the device. */
  sharedComputer: boolean;
  paths: ChallengePagePaths | undefined;
  i18n: I18n;
}

function ActionPlanView({
  activity,
  answers,
  title,
  headingRef,
  onChange,
  onClear,
  onMessage,
  sharedComputer,
  paths,
  i18n,
}: ActionPlanViewProps) {
  const locale = i18n.locale as ChallengesLocale;
  const plan = buildActionPlan(activity, answers);
  const loadServices = useCallback(() => loadResourcesIn(locale), [locale]);
  const { state, retry } = useLoad(loadServices, { peek: () => peekResourcesIn(locale) });
  const cardPaths = paths ? { myList: paths.myList, contact: paths.contact } : undefined;
  const [manualCopy, setManualCopy] = useState<string | null>(null);
  const resources: readonly Resource[] = state.status === 'ready' ? state.value : [];
  const byId = new Map(resources.map((resource) => [resource.id, resource]));
  const services = plan.resourceIds.flatMap((id) => {
    const resource = byId.get(id);
    return resource ? [resource] : [];
  });

  async function copy() {
    const text = actionPlanText(title, plan, services, i18n);
    if (await copyText(text)) {
      setManualCopy(null);
      onMessage(i18n._('plan.copied'));
    } else {
      setManualCopy(text);
      onMessage(i18n._('plan.copyFailed'));
    }
  }

  return (
    <section className="harbor-action-plan" aria-label={i18n._('plan.title')}>
      <h2 ref={headingRef} tabIndex={-1} className="harbor-section__title">
        {i18n._('plan.title')}
      </h2>
      <p>{sharedComputer ? i18n._('plan.builtShared') : i18n._('plan.built')}</p>

      {plan.summary.length > 0 ? (
        <>
          <h3>{i18n._('plan.told')}</h3>
          <dl className="harbor-action-plan__summary">
            {plan.summary.map((item) => (
              <div key={item.question}>
                <dt>{item.question}</dt>
                <dd>{item.chosen.join('; ')}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}

      <h3>{i18n._('plan.next')}</h3>
      {plan.steps.length > 0 ? (
        <ol className="harbor-action-plan__steps">
          {plan.steps.map((planStep) => (
            <li key={planStep}>{planStep}</li>
          ))}
        </ol>
      ) : (
        <p>{i18n._('plan.noSteps')}</p>
      )}

      <h3>{i18n._('plan.services')}</h3>
      {state.status === 'loading' ? <p role="status">{i18n._('plan.loadingServices')}</p> : null}
      {state.status === 'error' ? (
        <LoadError message={i18n._('plan.servicesError')} onRetry={retry} />
      ) : null}
      {state.status === 'ready' ? (
        <div className="harbor-card-grid">
          {services.map((resource) => (
            <ResourceCard
              key={resource.id}
              resource={resource}
              headingLevel={4}
              paths={cardPaths}
            />
          ))}
        </div>
      ) : null}

      {plan.notes.length > 0 ? (
        <>
          <h3>{i18n._('plan.notes')}</h3>
          <ul className="harbor-action-plan__notes">
            {plan.notes.map((item) => (
              <li key={item.question}>
                <strong>{item.question}</strong> {item.note}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <p className="harbor-action-plan__safety">{i18n._('plan.safety')}</p>

      <p className="harbor-activity__actions harbor-no-print">
        <button
          type="button"
          className="harbor-button harbor-button--primary"
          onClick={() => window.print()}
        >
          {i18n._('plan.print')}
        </button>
        <button
          type="button"
          className="harbor-button harbor-button--secondary"
          onClick={() => void copy()}
        >
          {i18n._('plan.copy')}
        </button>
        <button type="button" className="harbor-button harbor-button--secondary" onClick={onChange}>
          {i18n._('plan.change')}
        </button>
        <button type="button" className="harbor-button harbor-button--secondary" onClick={onClear}>
          {i18n._('checkIn.clear')}
        </button>
      </p>
      {manualCopy !== null ? (
        <div className="harbor-field harbor-no-print">
          <label className="harbor-field__label" htmlFor={`${activity.slug}-plan-text`}>
            {i18n._('plan.asText')}
          </label>
          <textarea
            id={`${activity.slug}-plan-text`}
            className="harbor-field__input"
            rows={10}
            readOnly
            value={manualCopy}
            onFocus={(event) => event.target.select()}
          />
        </div>
      ) : null}
    </section>
  );
}
