import { ContactLinks, SAFETY_PLAN_SOURCES, useVisitorCountry } from '@harbor-help/challenges';
import { PageHeader } from '@harbor-help/ui';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { KeptOnDevice } from '../../shared/kept-on-device';
import { usePageMeta } from '../../app/use-page-title';
import { RouterLink } from '../../shared/router-link';
import {
  MAX_ENTRIES,
  MAX_ENTRY_LENGTH,
  NOT_A_PLAN_MESSAGE,
  PLAN_FILE_NAME,
  PLAN_STEPS,
  addEntry,
  editEntry,
  planFileText,
  readPlanFile,
  removeEntry,
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

/** The polite line that says where the plan was just kept. */
function statusText(status: PlanStatus, keeping: PlanKeeping): string {
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
}

function Step({
  step,
  number,
  entries,
  onChange,
  onFocusRequest,
}: {
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
        {`Step ${number}: ${step.title}`}
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
                    aria-label={`Remove ${name}`}
                    onClick={() => {
                      onChange((plan) => removeEntry(plan, step.id, index));
                      const left = entries.length - 1;
                      onFocusRequest(step.id, left === 0 ? null : Math.min(index, left - 1));
                    }}
                  >
                    Remove
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {full ? (
        <p className="harbor-hint">{`You can add up to ${MAX_ENTRIES}. Remove one to add another.`}</p>
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
function PlanSummary({ plan }: { plan: SafetyPlan }) {
  return (
    <section className="web-plan__summary" aria-labelledby="plan-summary-title">
      <h2 id="plan-summary-title" className="web-plan__summary-title">
        My safety plan
      </h2>
      <p className="web-plan__summary-how">
        When things get hard, start at step 1. If you are still not safe, go on to the next step.
      </p>
      <ol className="web-plan__summary-steps">
        {PLAN_STEPS.map((step) => {
          const written = plan[step.id].filter((entry) => entry.trim() !== '');
          return (
            <li key={step.id}>
              <h3 className="web-plan__summary-step">{step.title}</h3>
              {written.length > 0 ? (
                <ul>
                  {written.map((entry, index) => (
                    <li key={index}>{linkPlanNumbers(entry)}</li>
                  ))}
                </ul>
              ) : (
                <p className="web-plan__summary-empty">Nothing written yet.</p>
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
function downloadPlan(plan: SafetyPlan): void {
  const url = URL.createObjectURL(new Blob([planFileText(plan)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = PLAN_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * /safety-plan — "My safety plan": the Stanley–Brown safety plan's steps, written by the visitor,
 * kept only on this device (this tab, unless they choose the device; this page only on a shared
 * computer) and never sent anywhere. It prints on one page, downloads as a file and opens again.
 */
export default function SafetyPlanPage() {
  usePageMeta({
    title: 'My safety plan',
    description:
      'Make a short safety plan for hard moments: your warning signs, what helps, and who to call. It stays on your device and is never sent to us.',
  });
  const { lines } = useVisitorCountry();
  const { plan, change, prefill, replace, keeping, keepOnThisDevice, status, remove } =
    useSafetyPlan();
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
    prefill(lines);
  }, [lines, prefill]);

  useEffect(() => {
    if (!focusRequest) return;
    const { step, index } = focusRequest;
    document.getElementById(index === null ? addButtonId(step) : entryId(step, index))?.focus();
  }, [focusRequest]);

  const crisisLine = lines.find((line) =>
    'kind' in line ? line.kind === 'crisis' : line.phone?.tel === '988',
  );

  async function openFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let result: ReturnType<typeof readPlanFile>;
    try {
      result = readPlanFile(await readText(file));
    } catch {
      result = { ok: false, message: NOT_A_PLAN_MESSAGE };
    }
    if (result.ok && isOwnPlan(plan, lines)) {
      // The visitor's own plan is on screen: ask before it is replaced.
      setFileMessage(null);
      setConfirming({ kind: 'open', plan: result.plan, fileName: file.name });
    } else if (result.ok) {
      replace(result.plan);
      setFileMessage({ ok: true, text: `We opened your plan from ${file.name}.` });
    } else {
      setFileMessage({ ok: false, text: result.message });
    }
  }

  const saved = statusText(status, keeping);

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
        <PageHeader
          title="My safety plan"
          intro="A short plan for hard moments: your warning signs, what helps, and who to call. Make it when you feel calm. Then use it one step at a time when things get hard."
        />

        <div className="web-plan__now">
          <p>
            <strong>
              Thinking about ending your life right now? Call or text a crisis line now.
            </strong>
          </p>
          {crisisLine ? (
            <ContactLinks name={crisisLine.name} phone={crisisLine.phone} text={crisisLine.text} />
          ) : null}
          <p>
            <RouterLink href="/get-help">
              Get help now: all the crisis lines for your country
            </RouterLink>
          </p>
        </div>

        <section className="web-plan__keeping" aria-labelledby="plan-keeping-title">
          <h2 id="plan-keeping-title" className="web-plan__step-title">
            Where your plan is kept
          </h2>
          <KeptOnDevice
            thing="plan"
            keeping={keeping}
            onKeepChange={(on) => keepOnThisDevice(on)}
            keepLabel="Keep this on this device"
            toKeepIt="print it or download it."
            sharedClassName="web-plan__shared"
          />
          <p className="web-plan__status" role="status">
            {saved}
          </p>
        </section>

        <div className="web-plan__steps">
          {PLAN_STEPS.map((step, index) => (
            <Step
              key={step.id}
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

      <PlanSummary plan={plan} />

      <div className="web-plan__screen-only">
        <section className="web-plan__actions" aria-labelledby="plan-actions-title">
          <h2 id="plan-actions-title" className="web-plan__step-title">
            Print or save your plan
          </h2>
          <p>
            Keep a copy where you can find it fast: on paper, or as a file on your phone or
            computer. The file is made on this device. Nothing is sent.
          </p>
          <div className="web-plan__buttons">
            <button
              type="button"
              className="harbor-button harbor-button--primary"
              onClick={() => window.print()}
            >
              Print my plan
            </button>
            <button
              type="button"
              className="harbor-button harbor-button--secondary"
              onClick={() => downloadPlan(plan)}
            >
              Download my plan
            </button>
            <button
              ref={openButton}
              type="button"
              className="harbor-button harbor-button--secondary"
              onClick={() => fileInput.current?.click()}
            >
              Open a saved plan
            </button>
            <input
              ref={fileInput}
              type="file"
              accept=".json,application/json"
              className="web-plan__file"
              aria-label="Open a saved plan"
              tabIndex={-1}
              hidden
              onChange={(event) => void openFile(event)}
            />
          </div>
          {confirming?.kind === 'open' ? (
            <ConfirmStep
              key="open"
              title="Replace the plan on screen?"
              text={`The plan in ${confirming.fileName} will take the place of the plan you have now. To keep the plan you have now, choose "Keep my plan", then download it first.`}
              confirmLabel="Replace my plan"
              cancelLabel="Keep my plan"
              onConfirm={() => {
                replace(confirming.plan);
                endConfirm({ ok: true, text: `We opened your plan from ${confirming.fileName}.` });
              }}
              onCancel={() =>
                endConfirm({ ok: true, text: 'We kept your plan. Nothing was opened.' })
              }
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
              Delete my plan from this browser
            </button>
          </p>
          {confirming?.kind === 'delete' ? (
            <ConfirmStep
              key="delete"
              title="Delete your plan from this browser?"
              text="This cannot be undone. To keep a copy, choose “Keep my plan”, then print it or download it first."
              confirmLabel="Delete my plan"
              cancelLabel="Keep my plan"
              onConfirm={() => {
                remove(lines);
                endConfirm({ ok: true, text: 'We deleted your plan from this browser.' });
              }}
              onCancel={() => endConfirm({ ok: true, text: 'We kept your plan.' })}
            />
          ) : null}
        </section>

        <section className="web-plan__sources" aria-labelledby="plan-sources-title">
          <h2 id="plan-sources-title" className="web-plan__step-title">
            Where this plan comes from
          </h2>
          <p>
            The steps come from the Safety Planning Intervention, made by Barbara Stanley and
            Gregory K. Brown. It works best when you make it with a counselor, a doctor or a crisis
            line. You can also make it on your own.
          </p>
          <ul>
            {SAFETY_PLAN_SOURCES.map((item) => (
              <li key={item.source.url}>
                {item.says}{' '}
                <a href={item.source.url} rel="noopener noreferrer">
                  Source<span className="harbor-visually-hidden">: {item.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
