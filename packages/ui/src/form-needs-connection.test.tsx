import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormNeedsConnection } from './form-needs-connection';

/** The notice's live region: there from the start, so a message put into it is announced. */
function liveRegion(container: HTMLElement): HTMLElement {
  const region = container.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error('No polite live region');
  return region;
}

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FormNeedsConnection', () => {
  it('is an empty live region while online', () => {
    const { container } = render(<FormNeedsConnection action="Sending a message" />);
    expect(liveRegion(container)).toBeEmptyDOMElement();
  });

  it('says sending needs a connection when the browser goes offline, and goes when it is back', () => {
    const { container } = render(<FormNeedsConnection action="Sending a message" />);
    goOffline(true);
    expect(liveRegion(container)).toHaveTextContent(
      "You're offline. Sending a message needs a connection. What you type stays here until you can send it.",
    );
    goOffline(false);
    expect(liveRegion(container)).toBeEmptyDOMElement();
  });

  it('shows the message at once when the form opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<FormNeedsConnection />);
    expect(screen.getByText(/Sending this form needs a connection/)).toBeVisible();
  });

  it('renders online on the server, so prerendered HTML does not depend on the connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(renderToString(<FormNeedsConnection />)).toBe(
      '<div aria-live="polite" class="harbor-form-connection"></div>',
    );
  });
});
