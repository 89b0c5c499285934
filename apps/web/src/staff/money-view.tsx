/**
 * The console's money page (issue 26): paid donations and orders, and paid memberships started
 * and ended, month by month, and CSV exports of donations, orders and newsletter subscribers
 * (streamed by the staff-export function, cells safe to open in a spreadsheet).
 */
import { useSupabaseClient } from '@harbor-help/auth';
import { LoadError, useLoad } from '@harbor-help/ui';
import { useCallback, useEffect, useState } from 'react';
import { exportCsv, readMoneyByMonth, type ExportKind } from './console.data';
import { formatMoney, formatMonth } from './console-format';
import './console-pages.css';

const KIND_NAMES: Record<string, string> = {
  donations: 'Donations',
  orders: 'Orders',
  'subscriptions started': 'Paid memberships started',
  'subscriptions ended': 'Paid memberships ended',
};

export const EXPORTS: { kind: ExportKind; label: string }[] = [
  { kind: 'donations', label: 'Donations' },
  { kind: 'orders', label: 'Orders' },
  { kind: 'newsletter', label: 'Newsletter subscribers' },
];

export function MoneyView() {
  const client = useSupabaseClient();
  const load = useCallback(() => readMoneyByMonth(client), [client]);
  const { state, retry } = useLoad(load);
  return (
    <div className="staff-page">
      <section>
        <h2 id="money-by-month">By month</h2>
        {state.status === 'loading' ? <p>Loading…</p> : null}
        {state.status === 'error' ? (
          <LoadError message={state.error.message} onRetry={retry} />
        ) : null}
        {state.status === 'ready' ? (
          state.value.length === 0 ? (
            <p>Nothing has been paid yet.</p>
          ) : (
            <div
              className="staff-table"
              role="region"
              aria-labelledby="money-by-month"
              tabIndex={0}
            >
              <table>
                <caption>Paid, by calendar month (UTC), newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Month</th>
                    <th scope="col">What</th>
                    <th scope="col" className="staff-table__number">
                      Count
                    </th>
                    <th scope="col" className="staff-table__number">
                      Amount
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {state.value.map((row) => (
                    <tr key={`${row.month}-${row.kind}-${row.currency ?? ''}`}>
                      <th scope="row">{formatMonth(row.month)}</th>
                      <td>{KIND_NAMES[row.kind] ?? row.kind}</td>
                      <td className="staff-table__number">{row.count}</td>
                      <td className="staff-table__number">
                        {formatMoney(row.amount_cents, row.currency)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        ) : null}
      </section>
      <section aria-labelledby="money-exports">
        <h2 id="money-exports">Download as CSV</h2>
        <p>
          Every row, oldest first. Cells that a spreadsheet would run as a formula start with a
          single quote (&lsquo;) so they open as plain text. Each download is noted in the audit
          trail.
        </p>
        <ul className="staff-page__exports">
          {EXPORTS.map((item) => (
            <li key={item.kind}>
              <ExportButton kind={item.kind} label={item.label} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function ExportButton({ kind, label }: { kind: ExportKind; label: string }) {
  const client = useSupabaseClient();
  const [state, setState] = useState<
    | { status: 'idle' }
    | { status: 'working' }
    | { status: 'ready'; url: string; fileName: string }
    | { status: 'error'; message: string }
  >({ status: 'idle' });
  const url = state.status === 'ready' ? state.url : null;
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);

  async function run() {
    setState({ status: 'working' });
    const result = await exportCsv(client, kind);
    if (!result.ok) {
      setState({ status: 'error', message: result.error.message });
      return;
    }
    const objectUrl = URL.createObjectURL(result.data.blob);
    setState({ status: 'ready', url: objectUrl, fileName: result.data.fileName });
    // Saves the file at once; the link below saves it again.
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = result.data.fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  }

  return (
    <>
      <button
        type="button"
        className="harbor-button harbor-button--secondary"
        disabled={state.status === 'working'}
        onClick={() => void run()}
      >
        Download {label.toLowerCase()} (CSV)
      </button>
      <span role="status" className="staff-page__status">
        {state.status === 'working' ? `Preparing ${label.toLowerCase()}…` : null}
        {state.status === 'ready' ? (
          <>
            Downloaded.{' '}
            <a href={state.url} download={state.fileName}>
              Save {state.fileName} again
            </a>
          </>
        ) : null}
      </span>
      {state.status === 'error' ? (
        <span role="alert" className="staff-page__error">
          {state.message}
        </span>
      ) : null}
    </>
  );
}
