import {
  ContactLinks,
  SAFETY_PLAN_SOURCES,
  useVisitorCountry,
  type SafetyPlanSource,
} from '@harbor-help/challenges';
import { PageHeader } from '@harbor-help/ui';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
} from 'react';
import { KeptOnDevice, type KeptOnDeviceWords } from '../../shared/kept-on-device';
import { usePageMeta } from '../../app/use-page-title';
import { RouterLink } from '../../shared/router-link';
import {
  MAX_ENTRIES,
  MAX_ENTRY_LENGTH,
  PLAN_FILE_NAME,
  PLAN_STEPS,
  addEntry,
  crisisLineEntries,
  editEntry,
  planFileText,
  readPlanFile,
  removeEntry,
  type PlanFileResult,
  type PlanStep,
  type SafetyPlan,
  type StepId,
} from '../plan';
import { linkPlanNumbers } from '../plan-numbers';
import type { PlanKeeping } from '../plan-storage';
import { isOwnPlan, useSafetyPlan, type PlanStatus } from '../use-safety-plan';
import '@harbor-help/ui/forms.css';
import '../../info/info-pages.css';
import '../safety-plan.css';

const entryId = (step: StepId, index: number) => `plan-${step}-${index}`;
const addButtonId = (step: StepId) => `plan-${step}-add`;

/** Everything the page says, so the same page speaks English (below) or Spanish (safety-plan-es.tsx). */
export interface SafetyPlanWords {
  readonly locale: 'en' | 'es';
  readonly meta: { readonly title: string; readonly description: string };
  readonly title: string;
  readonly intro: string;
  /** The seven steps, with the ids of `PLAN_STEPS`, in the same order. */
  readonly steps: readonly PlanStep[];
  /** A step's heading: "Step 1: Warning signs". */
  readonly stepTitle: (number: number, title: string) => string;
  readonly remove: string;
  /** The remove button's name: "Remove Warning sign 1". */
  readonly removeName: (entryName: string) => string;
  /** Under a step that is full: "You can add up to 10. …". */
  readonly full: (max: number) => string;
  readonly summaryTitle: string;
  /** English names in the plan as it reads, to mark `lang="en"` (a Spanish plan's lines). */
  readonly englishNames?: RegExp;
  readonly summaryHow: string;
  readonly nothingYet: string;
  readonly nowTitle: string;
  /** The link to the page with all the crisis lines. */
  readonly allLines: { readonly href: string; readonly text: string };
  readonly keepingTitle: string;
  /** "Where your plan is kept" in another language (English is built from "plan"). */
  readonly kept?: KeptOnDeviceWords;
  readonly keepLabel: string;
  readonly toKeepIt: string;
  /** The polite line that says where the plan was just kept. */
  readonly status: (status: PlanStatus, keeping: PlanKeeping) => string;
  readonly actionsTitle: string;
  readonly actionsText: string;
  readonly print: string;
  readonly download: string;
  /** The name of a downloaded plan file. */
  readonly fileName: string;
  readonly open: string;
  readonly opened: (fileName: string) => string;
  /** Why a chosen file could not be opened. */
  readonly fileError: (reason: Extract<PlanFileResult, { ok: false }>['reason']) => string;
  readonly replaceTitle: string;
  readonly replaceText: (fileName: string) => string;
  readonly replaceConfirm: string;
  readonly keepMine: string;
  readonly keptNothingOpened: string;
  readonly deleteButton: string;
  readonly deleteTitle: string;
  readonly deleteText: string;
  readonly deleteConfirm: string;
  readonly deleted: string;
  readonly keptPlan: string;
  readonly sourcesTitle: string;
  readonly sourcesText: ReactNode;
  /** What a source shows, in the page's language. */
  readonly sourceSays: (item: SafetyPlanSource) => string;
  /** The source link's words ("Source"), before the source's name (for screen readers). */
  readonly sourceLink: string;
}

/** What /safety-plan says. */
export const SAFETY_PLAN_WORDS: SafetyPlanWords = {
  locale: 'en',
  meta: {
    title: 'My safety plan',
    description:
      'Make a short safety plan for hard moments: your warning signs, what helps, and who to call. It stays on your device and is never sent to us.',
  },
  title: 'My safety plan',
  intro:
    'A short plan for hard moments: your warning signs, what helps, and who to call. Make it when you feel calm. Then use it one step at a time when things get hard.',
  steps: PLAN_STEPS,
  stepTitle: (number, title) => `Step ${number}: ${title}`,
  remove: 'Remove',
  removeName: (entryName) => `Remove ${entryName}`,
  full: (max) => `You can add up to ${max}. Remove one to add another.`,
  summaryTitle: 'My safety plan',
  summaryHow:
    'When things get hard, start at step 1. If you are still not safe, go on to the next step.',
  nothingYet: 'Nothing written yet.',
  nowTitle: 'Thinking about ending your life right now? Call or text a crisis line now.',
  allLines: { href: '/get-help', text: 'Get help now: all the crisis lines for your country' },
  keepingTitle: 'Where your plan is kept',
  keepLabel: 'Keep this on this device',
  toKeepIt: 'print it or download it.',
  status: (status, keeping) => {
    if (status === 'not-saved')
      return 'This browser would not save your plan. To keep it, download it or print it.';
    if (status === 'restored')
      return keeping === 'device'
        ? 'We kept your plan from last time on this device.'
        : 'We kept your plan from earlier in this tab.';
    if (status === 'saved') {
      if (keeping === 'memory') return 'Saved in this page only.';
      return keeping === 'device' ? 'Saved on this device.' : 'Saved for this tab.';
    }
    return '';
  },
  actionsTitle: 'Print or save your plan',
  actionsText:
    'Keep a copy where you can find it fast: on paper, or as a file on your phone or computer. The file is made on this device. Nothing is sent.',
  print: 'Print my plan',
  download: 'Download my plan',
  fileName: PLAN_FILE_NAME,
  open: 'Open a saved plan',
  opened: (fileName) => `We opened your plan from ${fileName}.`,
  fileError: (reason) =>
    reason === 'too-big'
      ? 'This file is too big to be a safety plan saved from Harbor. Your plan has not changed.'
      : 'This file is not a safety plan saved from Harbor, so we could not open it. Your plan has not changed.',
  replaceTitle: 'Replace the plan on screen?',
  replaceText: (fileName) =>
    `The plan in ${fileName} will take the place of the plan you have now. To keep the plan you have now, choose "Keep my plan", then download it first.`,
  replaceConfirm: 'Replace my plan',
  keepMine: 'Keep my plan',
  keptNothingOpened: 'We kept your plan. Nothing was opened.',
  deleteButton: 'Delete my plan from this browser',
  deleteTitle: 'Delete your plan from this browser?',
  deleteText:
    'This cannot be undone. To keep a copy, choose “Keep my plan”, then print it or download it first.',
  deleteConfirm: 'Delete my plan',
  deleted: 'We deleted your plan from this browser.',
  keptPlan: 'We kept your plan.',
  sourcesTitle: 'Where this plan comes from',
  sourcesText:
    'The steps come from the Safety Planning Intervention, made by Barbara Stanley and Gregory K. Brown. It works best when you make it with a counselor, a doctor or a crisis line. You can also make it on your own.',
  sourceSays: (item) => item.says,
  sourceLink: 'Source',
};

function Step({
  words,
  step,
  number,
  entries,
  onChange,
  onFocusRequest,
}: {
  words: SafetyPlanWords;
  step: PlanStep;
  number: number;
  entries: readonly string[];
  onChange: (next: (plan: SafetyPlan) => SafetyPlan) => void;
  /** Moves focus, once the list has changed, to the entry at this index, or the add button. */
  onFocusRequest: (step: StepId, index: number | null) => void;
}) {
  const titleId = `plan-${step.id}-title`;
  const promptId = `plan-${step.id}-prompt`;
  const full = entries.length >= MAX_ENTRIES;
  return (
    <section className="web-plan__step" aria-labelledby={titleId}>
      <h2 id={titleId} className="web-plan__step-title">
        {words.stepTitle(number, step.title)}
      </h2>
      <p id={promptId} className="harbor-hint">
        {step.prompt}
      </p>
      {entries.length > 0 ? (
        <ul className="web-plan__entries">
          {entries.map((entry, index) => {
            const id = entryId(step.id, index);
            const name = `${step.entry} ${index + 1}`;
            return (
              <li key={index} className="web-plan__entry">
                <label className="harbor-field__label" htmlFor={id}>
                  {name}
                </label>
                <div className="web-plan__entry-row">
                  <input
                    id={id}
                    className="harbor-field__input"
                    type="text"
                    value={entry}
                    maxLength={MAX_ENTRY_LENGTH}
                    autoComplete="off"
                    aria-describedby={promptId}
                    onChange={(event) => {
                      const text = event.target.value;
                      onChange((plan) => editEntry(plan, step.id, index, text));
                    }}
                  />
                  <button
                    type="button"
                    className="harbor-button harbor-button--secondary web-plan__remove"
                    aria-label={words.removeName(name)}
                    onClick={() => {
                      onChange((plan) => removeEntry(plan, step.id, index));
                      const left = entries.length - 1;
                      onFocusRequest(step.id, left === 0 ? null : Math.min(index, left - 1));
                    }}
                  >
                    {words.remove}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {full ? (
        <p className="harbor-hint">{words.full(MAX_ENTRIES)}</p>
      ) : (
        <button
          id={addButtonId(step.id)}
          type="button"
          className="harbor-button harbor-button--secondary web-plan__add"
          onClick={() => {
            onChange((plan) => addEntry(plan, step.id));
            onFocusRequest(step.id, entries.length);
          }}
        >
          {step.add}
        </button>
      )}
    </section>
  );
}

/** The plan as it reads, numbers one tap away: what is printed, on one page. */
function PlanSummary({ plan, words }: { plan: SafetyPlan; words: SafetyPlanWords }) {
  return (
    <section className="web-plan__summary" aria-labelledby="plan-summary-title">
      <h2 id="plan-summary-title" className="web-plan__summary-title">
        {words.summaryTitle}
      </h2>
      <p className="web-plan__summary-how">{words.summaryHow}</p>
      <ol className="web-plan__summary-steps">
        {words.steps.map((step) => {
          const written = plan[step.id].filter((entry) => entry.trim() !== '');
          return (
            <li key={step.id}>
              <h3 className="web-plan__summary-step">{step.title}</h3>
              {written.length > 0 ? (
                <ul>
                  {written.map((entry, index) => (
                    <li key={index}>{linkPlanNumbers(entry, words.englishNames)}</li>
                  ))}
                </ul>
              ) : (
                <p className="web-plan__summary-empty">{words.nothingYet}</p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * A step that asks before something that can't be undone: a group named by its heading, which
 * takes focus when it shows. Escape, or the second button, cancels.
 */
function ConfirmStep({
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  return (
    <div
      className="web-plan__confirm"
      role="group"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <h3 id={titleId} ref={titleRef} tabIndex={-1} className="web-plan__confirm-title">
        {title}
      </h3>
      <p id={textId}>{text}</p>
      <div className="web-plan__buttons">
        <button type="button" className="harbor-button harbor-button--primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="harbor-button harbor-button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}

/** What the page is asking the visitor to confirm: opening a plan over theirs, or deleting it. */
type Confirming = { kind: 'open'; plan: SafetyPlan; fileName: string } | { kind: 'delete' } | null;

/** A chosen file's text (FileReader: read on the device, nothing is sent). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/** Downloads the plan as a small JSON file, made on the device. */
function downloadPlan(plan: SafetyPlan, fileName: string): void {
  const url = URL.createObjectURL(new Blob([planFileText(plan)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface SafetyPlanViewProps {
  readonly words: SafetyPlanWords;
  /**
   * The crisis lines a new plan lists under "Professionals and crisis lines", in the page's
   * language: the lines of the visitor's country once it is known.
   */
  readonly lineEntries: readonly string[];
  /** The crisis line buttons at the top, for someone in danger now. */
  readonly crisisNow: ReactNode;
}

/**
 * "My safety plan", in the words given: the Stanley–Brown safety plan's steps, written by the
 * visitor, kept only on this device (this tab, unless they choose the device; this page only on
 * a shared computer) and never sent anywhere. It prints on one page, downloads as a file and
 * opens again. One plan, whichever language it was written in.
 */
export function SafetyPlanView({ words, lineEntries, crisisNow }: SafetyPlanViewProps) {
  usePageMeta(words.meta);
  const { plan, change, prefill, replace, keeping, keepOnThisDevice, status, remove } =
    useSafetyPlan(lineEntries);
  const [fileMessage, setFileMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [focusRequest, setFocusRequest] = useState<{
    step: StepId;
    index: number | null;
    seq: number;
  } | null>(null);

  useEffect(() => {
    prefill(lineEntries);
  }, [lineEntries, prefill]);

  useEffect(() => {
    if (!focusRequest) return;
    const { step, index } = focusRequest;
    document.getElementById(index === null ? addButtonId(step) : entryId(step, index))?.focus();
  }, [focusRequest]);

  async function openFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let result: PlanFileResult;
    try {
      result = readPlanFile(await readText(file));
    } catch {
      result = { ok: false, reason: 'not-a-plan' };
    }
    if (result.ok && isOwnPlan(plan, lineEntries)) {
      // The visitor's own plan is on screen: ask before it is replaced.
      setFileMessage(null);
      setConfirming({ kind: 'open', plan: result.plan, fileName: file.name });
    } else if (result.ok) {
      replace(result.plan);
      setFileMessage({ ok: true, text: words.opened(file.name) });
    } else {
      setFileMessage({ ok: false, text: words.fileError(result.reason) });
    }
  }

  const saved = words.status(status, keeping);

  /** Ends the confirm step: focus goes back to the button that started it. */
  function endConfirm(message: { ok: boolean; text: string }) {
    const from = confirming?.kind === 'delete' ? deleteButton : openButton;
    setConfirming(null);
    setFileMessage(message);
    requestAnimationFrame(() => from.current?.focus());
  }

  return (
    <div className="web-plan">
      <div className="web-plan__screen-only">
        <PageHeader title={words.title} intro={words.intro} />

        <div className="web-plan__now">
          <p>
            <strong>{words.nowTitle}</strong>
          </p>
          {crisisNow}
          <p>
            <RouterLink href={words.allLines.href}>{words.allLines.text}</RouterLink>
          </p>
        </div>

        <section className="web-plan__keeping" aria-labelledby="plan-keeping-title">
          <h2 id="plan-keeping-title" className="web-plan__step-title">
            {words.keepingTitle}
          </h2>
          <KeptOnDevice
            thing="plan"
            keeping={keeping}
            onKeepChange={(on) => keepOnThisDevice(on)}
            keepLabel={words.keepLabel}
            toKeepIt={words.toKeepIt}
            sharedClassName="web-plan__shared"
            words={words.kept}
          />
          <p className="web-plan__status" role="status">
            {saved}
          </p>
        </section>

        <div className="web-plan__steps">
          {words.steps.map((step, index) => (
            <Step
              key={step.id}
              words={words}
              step={step}
              number={index + 1}
              entries={plan[step.id]}
              onChange={change}
              onFocusRequest={(stepId, at) =>
                setFocusRequest((last) => ({ step: stepId, index: at, seq: (last?.seq ?? 0) + 1 }))
              }
            />
          ))}
        </div>
      </div>

      <PlanSummary plan={plan} words={words} />

      <div className="web-plan__screen-only">
        <section className="web-plan__actions" aria-labelledby="plan-actions-title">
          <h2 id="plan-actions-title" className="web-plan__step-title">
            {words.actionsTitle}
          </h2>
          <p>{words.actionsText}</p>
          <div className="web-plan__buttons">
            <button
              type="button"
              className="harbor-button harbor-button--primary"
              onClick={() => window.print()}
            >
              {words.print}
            </button>
            <button
              type="button"
              className="harbor-button harbor-button--secondary"
              onClick={() => downloadPlan(plan, words.fileName)}
            >
              {words.download}
            </button>
            <button
              ref={openButton}
              type="button"
              className="harbor-button harbor-button--secondary"
              onClick={() => fileInput.current?.click()}
            >
              {words.open}
            </button>
            <input
              ref={fileInput}
              type="file"
              accept=".json,application/json"
              className="web-plan__file"
              aria-label={words.open}
              tabIndex={-1}
              hidden
              onChange={(event) => void openFile(event)}
            />
          </div>
          {confirming?.kind === 'open' ? (
            <ConfirmStep
              key="open"
              title={words.replaceTitle}
              text={words.replaceText(confirming.fileName)}
              confirmLabel={words.replaceConfirm}
              cancelLabel={words.keepMine}
              onConfirm={() => {
                replace(confirming.plan);
                endConfirm({ ok: true, text: words.opened(confirming.fileName) });
              }}
              onCancel={() => endConfirm({ ok: true, text: words.keptNothingOpened })}
            />
          ) : null}
          {fileMessage ? (
            <p
              className={fileMessage.ok ? 'web-plan__file-ok' : 'web-plan__file-error'}
              role={fileMessage.ok ? 'status' : 'alert'}
            >
              {fileMessage.text}
            </p>
          ) : null}
          <p>
            <button
              ref={deleteButton}
              type="button"
              className="harbor-link-button"
              onClick={() => {
                setFileMessage(null);
                setConfirming({ kind: 'delete' });
              }}
            >
              {words.deleteButton}
            </button>
          </p>
          {confirming?.kind === 'delete' ? (
            <ConfirmStep
              key="delete"
              title={words.deleteTitle}
              text={words.deleteText}
              confirmLabel={words.deleteConfirm}
              cancelLabel={words.keepMine}
              onConfirm={() => {
                remove(lineEntries);
                endConfirm({ ok: true, text: words.deleted });
              }}
              onCancel={() => endConfirm({ ok: true, text: words.keptPlan })}
            />
          ) : null}
        </section>

        <section className="web-plan__sources" aria-labelledby="plan-sources-title">
          <h2 id="plan-sources-title" className="web-plan__step-title">
            {words.sourcesTitle}
          </h2>
          <p>{words.sourcesText}</p>
          <ul>
            {SAFETY_PLAN_SOURCES.map((item) => (
              <li key={item.source.url}>
                {words.sourceSays(item)}{' '}
                <a href={item.source.url} rel="noopener noreferrer" hrefLang="en">
                  {words.sourceLink}
                  <span className="harbor-visually-hidden">
                    : <span lang={words.locale === 'en' ? undefined : 'en'}>{item.name}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

/** The visitor's country's crisis line (988 in the US), to call or text now. */
function CrisisLineNow({ lines }: { lines: ReturnType<typeof useVisitorCountry>['lines'] }) {
  const crisisLine = lines.find((line) =>
    'kind' in line ? line.kind === 'crisis' : line.phone?.tel === '988',
  );
  return crisisLine ? (
    <ContactLinks name={crisisLine.name} phone={crisisLine.phone} text={crisisLine.text} />
  ) : null;
}

/** /safety-plan — "My safety plan", in English, with the crisis lines of the visitor's country. */
export default function SafetyPlanPage() {
  const { lines } = useVisitorCountry();
  const lineEntries = useMemo(() => crisisLineEntries(lines), [lines]);
  return (
    <SafetyPlanView
      words={SAFETY_PLAN_WORDS}
      lineEntries={lineEntries}
      crisisNow={<CrisisLineNow lines={lines} />}
    />
  );
}
