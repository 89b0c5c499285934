import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_NOTICE, OfflineNotice } from './offline-notice';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OfflineNotice', () => {
  it('says the visitor is offline and that phone numbers still work, in a live region', () => {
    const { container } = render(<OfflineNotice />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(region).toHaveTextContent("You're offline. Phone numbers still work.");
    expect(OFFLINE_NOTICE).toBe("You're offline. Phone numbers still work.");

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(OFFLINE_NOTICE)).toBeNull();
  });

  it('shows at once on a page opened offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineNotice />);
    expect(screen.getByText(OFFLINE_NOTICE)).toBeVisible();
  });
});
