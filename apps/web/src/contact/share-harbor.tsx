import { useEffect, useId, useRef, useState } from 'react';
import './forms.css';

export const SHARE_TEXT =
  'Harbor: a community and free practical resources for people facing hard times.';

/**
 * Share Harbor: the device's own share sheet where there is one (Web Share API), a Copy link
 * button with a visible confirmation, and the link itself in a field to copy by hand.
 */
export function ShareHarbor() {
  const id = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [link, setLink] = useState('');
  const [canShare, setCanShare] = useState(false);
  const [message, setMessage] = useState('');

  // Read the browser only after mount, so the page renders the same without one.
  useEffect(() => {
    setLink(`${window.location.origin}/`);
    setCanShare(typeof navigator.share === 'function');
  }, []);

  function selectLink() {
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }

  async function copyLink() {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(link);
      setMessage('Link copied. Paste it into a message, an email or a post.');
    } catch {
      setMessage("We couldn't copy it for you. The link is selected below: copy it from there.");
      selectLink();
    }
  }

  async function share() {
    try {
      await navigator.share({ title: 'Harbor', text: SHARE_TEXT, url: link });
      setMessage('Thank you for sharing Harbor.');
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
            Share Harbor
          </button>
        ) : null}
        <button
          type="button"
          className={`harbor-button ${canShare ? 'harbor-button--secondary' : 'harbor-button--primary'}`}
          onClick={() => void copyLink()}
        >
          Copy link
        </button>
      </div>
      <p className="web-share__status" role="status">
        {message}
      </p>
      <div className="harbor-field">
        <label className="harbor-field__label" htmlFor={`${id}-link`}>
          Harbor&apos;s link
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
