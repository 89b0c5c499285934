import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnline, reportConnection, useOnline } from './use-online';

function Status() {
  return <p>{useOnline() ? 'online' : 'offline'}</p>;
}

afterEach(() => {
  act(() => reportConnection(true));
  vi.restoreAllMocks();
});

describe('useOnline and reportConnection', () => {
  it('says offline when the browser says so', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<Status />);
    expect(screen.getByText('offline')).toBeInTheDocument();
    expect(isOnline()).toBe(false);
  });

  it('says offline after a request found no connection, though the browser says online', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<Status />);
    expect(screen.getByText('online')).toBeInTheDocument();

    act(() => reportConnection(false));
    expect(screen.getByText('offline')).toBeInTheDocument();
    expect(isOnline()).toBe(false);

    act(() => reportConnection(true));
    expect(screen.getByText('online')).toBeInTheDocument();
    expect(isOnline()).toBe(true);
  });

  it("takes the browser's online event as the connection being back", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<Status />);
    act(() => reportConnection(false));
    expect(screen.getByText('offline')).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('online')).toBeInTheDocument();
  });

  it('a report made before any component renders is read on the first render', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    reportConnection(false);
    render(<Status />);
    expect(screen.getByText('offline')).toBeInTheDocument();
  });

  it('updates every component, and stops listening when the last one unmounts', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const removed = vi.spyOn(window, 'removeEventListener');
    const first = render(<Status />);
    const second = render(<Status />);
    act(() => reportConnection(false));
    expect(screen.getAllByText('offline')).toHaveLength(2);
    first.unmount();
    expect(removed).not.toHaveBeenCalledWith('online', expect.any(Function));
    second.unmount();
    expect(removed).toHaveBeenCalledWith('online', expect.any(Function));
    expect(removed).toHaveBeenCalledWith('offline', expect.any(Function));
  });
});
