import { act, useState, type FormEvent } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { handOverEarlyInput, handOverWhenPageShows, snapshotEarlyInput } from './early-input';
import { pageShown } from './page-shown';

/** Runs index.html's own inline script; returns a function that removes its listener. */
function runIndexHtmlScript(): () => void {
  const body = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1];
  if (!body) throw new Error('index.html has no inline script');
  const added: [string, EventListener, boolean][] = [];
  const documentProxy = {
    addEventListener(type: string, listener: EventListener, capture: boolean) {
      added.push([type, listener, capture]);
      document.addEventListener(type, listener, capture);
    },
  };
  new Function('document', body)(documentProxy);
  return () => {
    for (const [type, listener, capture] of added)
      document.removeEventListener(type, listener, capture);
  };
}

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

interface Sent {
  email: string;
  note: string;
  topic: string;
  shared: boolean;
  contact: string;
}

/** A controlled form like the app's: what it sends comes from React state, not the DOM. */
function TestForm({ onSend }: { onSend: (sent: Sent) => void }) {
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [topic, setTopic] = useState('general');
  const [shared, setShared] = useState(false);
  const [contact, setContact] = useState('email');
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend({ email, note, topic, shared, contact });
  };
  return (
    <form onSubmit={send} noValidate>
      <label>
        Email <input name="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <label>
        Note <textarea name="note" value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <label>
        Topic
        <select name="topic" value={topic} onChange={(e) => setTopic(e.target.value)}>
          <option value="general">General</option>
          <option value="billing">Billing</option>
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          name="shared"
          checked={shared}
          onChange={(e) => setShared(e.target.checked)}
        />
        Shared computer
      </label>
      {['email', 'phone'].map((way) => (
        <label key={way}>
          <input
            type="radio"
            name="contact"
            value={way}
            checked={contact === way}
            onChange={() => setContact(way)}
          />
          {way}
        </label>
      ))}
      <button type="submit">Send</button>
    </form>
  );
}

/** The prerendered page in a fresh container, as the browser shows it before the JavaScript. */
function prerendered(onSend = vi.fn()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<TestForm onSend={onSend} />);
  document.body.append(container);
  return container;
}

/** Types into the prerendered fields the way a visitor (or autofill) does: no React involved. */
function typeBeforeTheApp(container: HTMLElement) {
  const form = container.querySelector('form')!;
  (form.elements.namedItem('email') as HTMLInputElement).value = 'sam@example.org';
  (form.elements.namedItem('note') as HTMLTextAreaElement).value = 'Typed early';
  (form.elements.namedItem('topic') as HTMLSelectElement).value = 'billing';
  (form.elements.namedItem('shared') as HTMLInputElement).checked = true;
  (container.querySelector('input[value="phone"]') as HTMLInputElement).checked = true;
}

const EXPECTED: Sent = {
  email: 'sam@example.org',
  note: 'Typed early',
  topic: 'billing',
  shared: true,
  contact: 'phone',
};

afterEach(() => {
  document.body.innerHTML = '';
  window.harborReady = undefined;
  window.harborEarlySubmit = undefined;
});

describe('input typed before the app owns the page', () => {
  it('is lost to the app without the hand-over (what this module fixes)', async () => {
    const onSend = vi.fn();
    const container = prerendered(onSend);
    typeBeforeTheApp(container);
    await act(async () => {
      hydrateRoot(container, <TestForm onSend={onSend} />);
    });
    await act(async () => container.querySelector('form')!.requestSubmit());
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ email: '', note: '' }));
  });

  it('reaches the app after hydration: text, text area, select, checkbox and radio', async () => {
    const onSend = vi.fn();
    const container = prerendered(onSend);
    typeBeforeTheApp(container);
    const early = snapshotEarlyInput(container);
    await act(async () => {
      hydrateRoot(container, <TestForm onSend={onSend} />);
    });
    let handed = 0;
    await act(async () => {
      handed = handOverEarlyInput(container, early);
    });
    expect(handed).toBe(5);
    expect(window.harborReady).toBe(true);
    await act(async () => container.querySelector('form')!.requestSubmit());
    expect(onSend).toHaveBeenLastCalledWith(EXPECTED);
    // The fields show it too, and a later render keeps it.
    expect((container.querySelector('input[name="email"]') as HTMLInputElement).value).toBe(
      'sam@example.org',
    );
  });

  it('reaches a page rendered afresh over the prerendered HTML (fields replaced)', async () => {
    const onSend = vi.fn();
    const container = prerendered(onSend);
    typeBeforeTheApp(container);
    const early = snapshotEarlyInput(container);
    await act(async () => {
      createRoot(container).render(<TestForm onSend={onSend} />);
    });
    await act(async () => {
      handOverEarlyInput(container, early);
    });
    await act(async () => container.querySelector('form')!.requestSubmit());
    expect(onSend).toHaveBeenLastCalledWith(EXPECTED);
  });

  it('reaches a page rendered afresh when the visitor typed after the snapshot, before the render replaced the fields', async () => {
    const onSend = vi.fn();
    const container = prerendered(onSend);
    const early = snapshotEarlyInput(container);
    // Typed while the app was loading: into the prerendered fields, which the render replaces.
    typeBeforeTheApp(container);
    await act(async () => {
      createRoot(container).render(<TestForm onSend={onSend} />);
    });
    await act(async () => {
      handOverEarlyInput(container, early);
    });
    await act(async () => container.querySelector('form')!.requestSubmit());
    expect(onSend).toHaveBeenLastCalledWith(EXPECTED);
  });

  it('sends the form whose submit was held back, with what was typed, once the app is ready', async () => {
    const onSend = vi.fn();
    const container = prerendered(onSend);
    typeBeforeTheApp(container);
    // index.html's script: a submit before the app is ready waits.
    const removeScript = runIndexHtmlScript();
    const submitted = new Promise<boolean>((resolve) => {
      container.addEventListener('submit', (event) => resolve(event.defaultPrevented));
    });
    container.querySelector('form')!.requestSubmit();
    expect(await submitted).toBe(true);
    expect(window.harborEarlySubmit).toBe(container.querySelector('form'));

    const early = snapshotEarlyInput(container);
    expect(early.submittedForm).toBe(0);
    await act(async () => {
      hydrateRoot(container, <TestForm onSend={onSend} />);
    });
    expect(onSend).not.toHaveBeenCalled();
    await act(async () => {
      handOverEarlyInput(container, early);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith(EXPECTED);
    expect(window.harborEarlySubmit).toBeNull();
    removeScript();
  });

  it('lets a form with its own action go without the app: it works without JavaScript', () => {
    const removeScript = runIndexHtmlScript();
    const form = document.createElement('form');
    form.setAttribute('action', '/get-help');
    document.body.append(form);
    let prevented: boolean | undefined;
    form.addEventListener('submit', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot navigate
    });
    form.requestSubmit();
    expect(prevented).toBe(false);
    expect(window.harborEarlySubmit).toBeUndefined();
    removeScript();
  });

  it('hands over nothing when nothing was typed, and leaves the fields as the app set them', async () => {
    const onSend = vi.fn();
    const container = prerendered(onSend);
    const early = snapshotEarlyInput(container);
    expect(early.submittedForm).toBe(-1);
    await act(async () => {
      hydrateRoot(container, <TestForm onSend={onSend} />);
    });
    await act(async () => {
      expect(handOverEarlyInput(container, early)).toBe(0);
    });
    await act(async () => container.querySelector('form')!.requestSubmit());
    expect(onSend).toHaveBeenCalledWith({
      email: '',
      note: '',
      topic: 'general',
      shared: false,
      contact: 'email',
    });
  });

  it('leaves a select the app rendered afresh, and has not been told about yet, to the app', async () => {
    // A page opened with a query string is rendered afresh: React marks no option of a controlled
    // select as the HTML's own, and the app may still be choosing one (/contact?topic=wrong-fact).
    const onSend = vi.fn();
    const container = prerendered(onSend);
    const early = snapshotEarlyInput(container);
    await act(async () => {
      createRoot(container).render(<TestForm onSend={onSend} />);
    });
    await act(async () => {
      expect(handOverEarlyInput(container, early)).toBe(0);
    });
  });

  it('is handed over when the page says it is shown, once; or after the time-out if it never does', async () => {
    vi.useFakeTimers();
    try {
      const container = prerendered();
      handOverWhenPageShows(container, snapshotEarlyInput(container), 10_000);
      expect(window.harborReady).toBeUndefined();
      pageShown();
      expect(window.harborReady).toBe(true);

      window.harborReady = undefined;
      pageShown(); // a later page: nothing left to hand over
      expect(window.harborReady).toBeUndefined();

      handOverWhenPageShows(container, snapshotEarlyInput(container), 10_000);
      vi.advanceTimersByTime(9_999);
      expect(window.harborReady).toBeUndefined();
      vi.advanceTimersByTime(1);
      expect(window.harborReady).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
