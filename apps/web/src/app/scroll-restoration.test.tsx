import { STORED_KEYS } from '@harbor-help/device-storage';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './scroll-restoration';

const POSITIONS_KEY = STORED_KEYS.scrollPositions.key;

// jsdom has no layout: the window's scroll position is what scrollTo last set, or a scroll event.
let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});
function scrollBy(visitorTo: number) {
  scrollY = visitorTo;
  window.dispatchEvent(new Event('scroll'));
}
const scrollIntoView = vi.fn();

beforeEach(() => {
  scrollY = 0;
  sessionStorage.clear();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  scrollTo.mockClear();
  scrollIntoView.mockClear();
});

function Page({ name }: { name: string }) {
  useScrollRestoration();
  const navigate = useNavigate();
  return (
    <>
      <h1>{name}</h1>
      <h2 id="crisis-lines">Crisis lines</h2>
      <button onClick={() => void navigate('/other')}>Other page</button>
      <button onClick={() => void navigate('/other#crisis-lines')}>Other page, crisis lines</button>
      <button onClick={() => void navigate('?country=GB', { replace: true })}>Filter</button>
      <button onClick={() => void navigate(-1)}>Back</button>
      <button onClick={() => void navigate(1)}>Forward</button>
    </>
  );
}

function renderAt(initialEntries: string[], initialIndex?: number) {
  return render(
    <MemoryRouter initialEntries={initialEntries} initialIndex={initialIndex}>
      <Routes>
        <Route path="/first" element={<Page name="First page" />} />
        <Route path="/other" element={<Page name="Other page" />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useScrollRestoration', () => {
  it('starts a new page at the top', async () => {
    const user = userEvent.setup();
    renderAt(['/first']);
    scrollBy(800);

    await user.click(screen.getByRole('button', { name: 'Other page' }));

    expect(screen.getByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    expect(window.scrollY).toBe(0);
  });

  it('returns to where a page was left on Back', async () => {
    const user = userEvent.setup();
    renderAt(['/first']);
    scrollBy(800);
    await user.click(screen.getByRole('button', { name: 'Other page' }));
    scrollBy(150);

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(screen.getByRole('heading', { name: 'First page' })).toBeInTheDocument();
    expect(window.scrollY).toBe(800);
  });

  it('keeps the position when only the query string changes (a filter)', async () => {
    const user = userEvent.setup();
    renderAt(['/first']);
    scrollBy(640);
    scrollTo.mockClear();

    await user.click(screen.getByRole('button', { name: 'Filter' }));

    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(640);
  });

  it("scrolls a link's #fragment into view", async () => {
    const user = userEvent.setup();
    renderAt(['/first']);

    await user.click(screen.getByRole('button', { name: 'Other page, crisis lines' }));

    expect(screen.getByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(
      screen.getByRole('heading', { name: 'Crisis lines' }),
    );
  });

  it('keeps the positions for this tab under the registry key when the page is hidden', () => {
    renderAt(['/first']);
    scrollBy(420);

    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });

    expect(JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '{}')).toEqual({ default: 420 });
  });

  it('after a reload, returns to the kept position of the same entry', () => {
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify({ default: 300 }));

    renderAt(['/first']);

    expect(window.scrollY).toBe(300);
  });

  it('never moves a prerendered page the visitor scrolled before it was hydrated', () => {
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify({ default: 300 }));
    scrollY = 90;

    renderAt(['/first']);

    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(90);
  });

  it('reads kept positions that are not numbers as none', () => {
    sessionStorage.setItem(POSITIONS_KEY, '{"default":"lots"}');

    renderAt(['/first']);

    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('useScrollRestoration and the browser’s own #fragment links', () => {
  it('leaves a same-page fragment link (the skip link) to the browser', async () => {
    const user = userEvent.setup();
    // What BrowserRouter reports for <a href="#crisis-lines">: a POP to the same path, new hash.
    renderAt(['/first', '/first#crisis-lines'], 0);
    scrollBy(500);
    scrollTo.mockClear();

    await user.click(screen.getByRole('button', { name: 'Forward' }));

    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(500);
  });
});
