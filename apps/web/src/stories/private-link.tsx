/**
 * The writer's private link, shown once after sending a story (issue 27):
 * `/share/your-story#<token>`. The token is in the fragment, which browsers never send, so it
 * never reaches a server log; Harbor keeps only its hash and cannot show it again.
 */
import { useId, useRef, useState } from 'react';

export const YOUR_STORY_PATH = '/share/your-story';
/** The same page in Spanish (spanish-paths.ts maps one to the other). */
export const YOUR_STORY_PATH_ES = '/es/compartir/su-historia';

/** The private link of a token, on this site: to the page in the story form's language. */
export function privateLinkOf(
  token: string,
  origin = window.location.origin,
  page: string = YOUR_STORY_PATH,
): string {
  return `${origin}${page}#${token}`;
}

/** What the private link's box says, in one language. */
export interface PrivateLinkWords {
  /** The page the link opens, in this language. */
  page: string;
  heading: string;
  body: string;
  keep: string;
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
}

export const PRIVATE_LINK_WORDS: PrivateLinkWords = {
  page: YOUR_STORY_PATH,
  heading: 'Your private link',
  body: 'With this link you can see whether your story was published, and withdraw it at any time, before or after it is published.',
  keep: 'Keep it somewhere safe now: we show it only once and cannot send it again. Anyone with the link can withdraw your story.',
  label: 'Private link to your story',
  copy: 'Copy the link',
  copied: 'Copied. Paste it somewhere only you can see.',
  copyFailed: 'We could not copy it. The link is selected: copy it with your keyboard or menu.',
};

export function PrivateLink({
  token,
  words = PRIVATE_LINK_WORDS,
}: {
  token: string;
  words?: PrivateLinkWords;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const link = privateLinkOf(token, window.location.origin, words.page);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      inputRef.current?.select();
      setCopied('no');
    }
  }

  return (
    <div className="web-private-link">
      <h3 className="web-private-link__heading">{words.heading}</h3>
      <p>
        {words.body} <strong>{words.keep}</strong>
      </p>
      <label className="harbor-field__label" htmlFor={`${id}-link`}>
        {words.label}
      </label>
      <input
        ref={inputRef}
        id={`${id}-link`}
        className="harbor-field__input web-private-link__input"
        type="text"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p>
        <button
          type="button"
          className="harbor-button harbor-button--secondary"
          onClick={() => void copy()}
        >
          {words.copy}
        </button>
      </p>
      <p role="status" className="web-private-link__copied">
        {copied === 'yes' ? words.copied : copied === 'no' ? words.copyFailed : ''}
      </p>
    </div>
  );
}
