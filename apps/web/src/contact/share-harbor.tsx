import { useEffect, useId, useRef, useState } from 'react';
import './forms.css';

export const SHARE_TEXT =
  'Harbor: a community and free practical resources for people facing hard times.';

/** What "Share Harbor" says, in one language, and the page it shares (English: `/`). */
export interface ShareHarborWords {
  /** The path shared: the home page in this language. */
  path: '/' | '/es';
  text: string;
  share: string;
  copy: string;
  copied: string;
  copyFailed: string;
  thanks: string;
  linkLabel: string;
}

export const SHARE_HARBOR_WORDS: ShareHarborWords = {
  path: '/',
  text: SHARE_TEXT,
  share: 'Share Harbor',
  copy: 'Copy link',
  copied: 'Link copied. Paste it into a message, an email or a post.',
  copyFailed: "We couldn't copy it for you. The link is selected below: copy it from there.",
  thanks: 'Thank you for sharing Harbor.',
  linkLabel: "Harbor's link",
};

/**
 * Share Harbor: the device's own share sheet where there is one (Web Share API), a Copy link
 * button with a visible confirmation, and the link itself in a field to copy by hand.
 */
export function ShareHarbor({ words = SHARE_HARBOR_WORDS }: { words?: ShareHarborWords }) {
  const id = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [link, setLink] = useState('');
  const [canShare, setCanShare] = useState(false);
  const [message, setMessage] = useState('');

  // Read the browser only after mount, so the page renders the same without one.
  useEffect(() => {
    setLink(`${window.location.origin}${words.path}`);
    setCanShare(typeof navigator.share === 'function');
  }, [words.path]);

  function selectLink() {
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }

  async function copyLink() {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(link);
      setMessage(words.copied);
    } catch {
      setMessage(words.copyFailed);
      selectLink();
    }
  }

  async function share() {
    try {
      await navigator.share({ title: 'Harbor', text: words.text, url: link });
      setMessage(words.thanks);
    } catch (error) {
      // Closing the share sheet is not an error.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copyLink();
    }
  }

  return (
    <div className="web-share">
      <div className="web-actions">
        {canShare ? (
          <button
            type="button"
            className="harbor-button harbor-button--primary"
            onClick={() => void share()}
          >
            {words.share}
          </button>
        ) : null}
        <button
          type="button"
          className={`harbor-button ${canShare ? 'harbor-button--secondary' : 'harbor-button--primary'}`}
          onClick={() => void copyLink()}
        >
          {words.copy}
        </button>
      </div>
      <p className="web-share__status" role="status">
        {message}
      </p>
      <div className="harbor-field">
        <label className="harbor-field__label" htmlFor={`${id}-link`}>
          {words.linkLabel}
        </label>
        <input
          ref={fieldRef}
          id={`${id}-link`}
          className="harbor-field__input"
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
    </div>
  );
}
