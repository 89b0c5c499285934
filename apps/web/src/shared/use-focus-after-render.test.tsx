import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusAfterRender } from './use-focus-after-render';

/** Sends, waits for an answer, then shows a summary that must take focus. */
function SlowForm({ answer }: { answer: () => Promise<string> }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSending(true);
        void answer().then((message) => {
          setSending(false);
          setFailure(message);
          focusAfterRender(summary);
        });
      }}
    >
      {failure ? (
        <div ref={summary} role="alert" tabIndex={-1}>
          {failure}
        </div>
      ) : null}
      <button type="submit" disabled={sending}>
        Send
      </button>
    </form>
  );
}

describe('useFocusAfterRender', () => {
  it('focuses an element that only appears with the render the answer causes', async () => {
    render(<SlowForm answer={() => Promise.resolve('It did not work.')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
  });

  it('focuses it again when the same answer comes twice (focus had moved away)', async () => {
    render(<SlowForm answer={() => Promise.resolve('It did not work.')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send' })).not.toHaveFocus();
  });
});
