import { useAuth } from '@harbor-help/auth';
import type { ClearDeviceReport } from '@harbor-help/device-storage';
import { SubmissionForm, useFormSubmission } from '@harbor-help/ui';
import { useEffect, useRef } from 'react';
import { loadClearing } from './clear-this-device';

/**
 * The button of "Clear this device" and what it says once done, in the page's language: the same
 * behaviour on /clear-device and its Spanish version (issue 25), each page with its own words.
 */

/** A count's noun in a language's plural forms (`Intl.PluralRules`); `other` when none fits. */
export type CountWords = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Everything the button and the confirmation say, in one language. */
export interface ClearDeviceWords {
  /** The words' language (BCP 47), for the plurals. */
  locale: string;
  /** What the form does, as the start of a sentence (the kit's "… needs JavaScript" note). */
  action: string;
  submit: string;
  pending: string;
  /** What pressing does, above the button. */
  warning: string;
  /** The confirmation's heading (focused once done). */
  done: string;
  /** Said first when the visitor was signed in (and is now signed out everywhere). */
  signedOut: string;
  /** The list of what was removed, as a sentence. */
  removed: (parts: string) => string;
  counts: {
    keys: CountWords;
    caches: CountWords;
    serviceWorkers: CountWords;
    databases: CountWords;
  };
  /** What happens if the visitor keeps using Harbor here. */
  after: string;
}

/** `count` with its noun in `words`' language. */
function counted(count: number, nouns: CountWords, plurals: Intl.PluralRules): string {
  return `${count} ${nouns[plurals.select(count)] ?? nouns.other}`;
}

/** What was removed, in plain words: the saved items always, the rest when there was some. */
export function removedSummary(report: ClearDeviceReport, words: ClearDeviceWords): string {
  const plurals = new Intl.PluralRules(words.locale);
  const { counts } = words;
  const parts = [counted(report.keys.length, counts.keys, plurals)];
  if (report.caches.length > 0) parts.push(counted(report.caches.length, counts.caches, plurals));
  if (report.serviceWorkers > 0)
    parts.push(counted(report.serviceWorkers, counts.serviceWorkers, plurals));
  if (report.databases.length > 0)
    parts.push(counted(report.databases.length, counts.databases, plurals));
  return words.removed(parts.join(', '));
}

/** What one press of the button did. */
export interface ClearedResult {
  report: ClearDeviceReport;
  signedOut: boolean;
}

/** The confirmation, focused when it shows. */
export function Cleared({ result, words }: { result: ClearedResult; words: ClearDeviceWords }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="web-notice">
      <h2 ref={headingRef} tabIndex={-1} className="web-notice__title">
        {words.done}
      </h2>
      <p>
        {result.signedOut ? `${words.signedOut} ` : ''}
        {removedSummary(result.report, words)}
      </p>
      <p>{words.after}</p>
    </div>
  );
}

/** The one button: signs out everywhere (when signed in), then clears everything. */
export function ClearButton({
  words,
  onCleared,
}: {
  words: ClearDeviceWords;
  onCleared: (result: ClearedResult) => void;
}) {
  const { status, signOut } = useAuth();
  // The clearing is a chunk of its own (Quick exit and sign-out load it too): loaded with the
  // page, so that the button works offline.
  useEffect(() => {
    void loadClearing().catch(() => undefined);
  }, []);
  const form = useFormSubmission<Record<string, never>, ClearedResult>({
    initialValues: {},
    submit: async () => {
      const { clearEverything } = await loadClearing();
      // Sign out first: ending the session everywhere needs the session this clears.
      const signedIn = status !== 'signed-out';
      if (signedIn) await signOut();
      return { ok: true, data: { report: await clearEverything(), signedOut: signedIn } };
    },
    onSuccess: onCleared,
    resetOnSuccess: false,
  });

  return (
    // Clearing works offline: no connection notice.
    <SubmissionForm
      form={form}
      action={words.action}
      needsConnection={false}
      submit={{
        label: words.submit,
        pendingLabel: words.pending,
        className: 'harbor-form__submit',
      }}
    >
      <p className="web-prose">{words.warning}</p>
    </SubmissionForm>
  );
}
