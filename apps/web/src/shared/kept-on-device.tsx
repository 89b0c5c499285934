import { Checkbox } from '@harbor-help/ui';
import { useId } from 'react';

/** Where something the visitor makes is kept: this page only, this tab, or this device. */
export type Keeping = 'memory' | 'tab' | 'device';

export interface KeptOnDeviceProps {
  /** What is kept, in the visitor's words: "list", "plan". */
  thing: string;
  /** Where it is kept now (`memory` in shared-computer mode). */
  keeping: Keeping;
  /** Called with the new choice of "Keep … on this device". */
  onKeepChange: (keep: boolean) => void;
  /** The checkbox's label (e.g. "Keep my list on this device"). */
  keepLabel: string;
  /** How to keep it on a shared computer, after "To keep it, " (e.g. "print it or download it."). */
  toKeepIt: string;
  /** The class of the shared-computer note, for the page's own spacing. */
  sharedClassName: string;
  /** The words in another language (English, built from `thing`, `keepLabel` and `toKeepIt`, unless given). */
  words?: KeptOnDeviceWords;
}

/** What `KeptOnDevice` says, for a page in another language. */
export interface KeptOnDeviceWords {
  /** "Your list stays in this browser. …" */
  readonly stays: string;
  /** The note on a shared computer, ending with how to keep it. */
  readonly sharedNote: string;
  /** "Print my list". */
  readonly print: string;
  /** The checkbox's label. */
  readonly keepLabel: string;
  /** The checkbox's hint. */
  readonly hint: string;
}

/** The English words, from what is kept and how to keep it on a shared computer. */
function englishWords(thing: string, keepLabel: string, toKeepIt: string): KeptOnDeviceWords {
  return {
    stays: `Your ${thing} stays in this browser. It is never sent to Harbor or anyone else, and we cannot see it.`,
    sharedNote: `On a shared computer, your ${thing} is kept in this page only. It is gone when you reload or close this tab. To keep it, ${toKeepIt}`,
    print: `Print my ${thing}`,
    keepLabel,
    hint: `Your ${thing} is kept in this tab only, until you close it. Tick this to keep it on this device instead. Anyone who uses this device could then see it. Quick exit always removes it.`,
  };
}

/**
 * The safety plan's and My list's "Where your … is kept": it never leaves this browser; on a
 * shared computer it lives in this page only (with Print); otherwise in this tab unless the
 * visitor ticks "Keep … on this device". Quick exit always removes it.
 */
export function KeptOnDevice({
  thing,
  keeping,
  onKeepChange,
  keepLabel,
  toKeepIt,
  sharedClassName,
  words = englishWords(thing, keepLabel, toKeepIt),
}: KeptOnDeviceProps) {
  const keepId = useId();
  return (
    <>
      <p>{words.stays}</p>
      {keeping === 'memory' ? (
        <div className={`web-info-callout ${sharedClassName}`}>
          <p>{words.sharedNote}</p>
          <button
            type="button"
            className="harbor-button harbor-button--secondary"
            onClick={() => window.print()}
          >
            {words.print}
          </button>
        </div>
      ) : (
        <Checkbox
          id={keepId}
          name="keepOnThisDevice"
          label={words.keepLabel}
          checked={keeping === 'device'}
          onChange={onKeepChange}
          hint={words.hint}
        />
      )}
    </>
  );
}
