import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDataScript, resetBuildDataForTests } from './build-data';
import { SERVICE_MESSAGES } from './messages';
import { dataError, failed, type DataResult } from './result';
import { useLoadWithBuildData } from './use-load-with-build-data';

type Load = () => Promise<DataResult<string[]>>;

function Names({ load }: { load: Load }) {
  const { state } = useLoadWithBuildData('names', load);
  if (state.status === 'loading') return <p role="status">Loading…</p>;
  if (state.status === 'error') return <p role="alert">Failed</p>;
  return (
    <ul>
      {state.value.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

/** A load that answers when the test says. */
function deferredLoad() {
  let answer: (result: DataResult<string[]>) => void = () => undefined;
  const load = vi.fn<Load>(
    () =>
      new Promise((resolve) => {
        answer = resolve;
      }),
  );
  return { load, answer: (result: DataResult<string[]>) => act(() => answer(result)) };
}

function pageWithBuildData(names: string[]) {
  document.body.innerHTML = buildDataScript({ names });
  resetBuildDataForTests();
}

afterEach(() => {
  document.body.innerHTML = '';
  resetBuildDataForTests();
});

const FAILED: DataResult<string[]> = failed(dataError('network', SERVICE_MESSAGES));

describe('useLoadWithBuildData', () => {
  it("shows the build's value at once, then refreshes it once and shows the answer", async () => {
    pageWithBuildData(['Free', 'Basic']);
    const { load, answer } = deferredLoad();
    render(<Names load={load} />);

    // The first render is the prerendered content: no loading line.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Free',
      'Basic',
    ]);
    const basic = screen.getByText('Basic');
    expect(load).toHaveBeenCalledTimes(1);

    await answer({ ok: true, data: ['Free', 'Basic', 'Premium'] });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Free',
      'Basic',
      'Premium',
    ]);
    // Only what changed changed: the item that was there is the same element.
    expect(screen.getByText('Basic')).toBe(basic);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("keeps the build's value when the refresh fails", async () => {
    pageWithBuildData(['Free']);
    const { load, answer } = deferredLoad();
    render(<Names load={load} />);

    await answer(FAILED);
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without build data, loads as useLoad does: loading, then the answer or the error', async () => {
    const first = deferredLoad();
    const { unmount } = render(<Names load={first.load} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await first.answer({ ok: true, data: ['Free'] });
    expect(screen.getByText('Free')).toBeInTheDocument();
    unmount();

    const second = deferredLoad();
    render(<Names load={second.load} />);
    await second.answer(FAILED);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
  });
});
