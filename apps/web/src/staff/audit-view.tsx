/**
 * The console's audit trail (issue 26): every staff action, newest first: who, what, which item,
 * when, and for a change what it was before and after. Admins only; an editor is told so. The
 * log is append-only in the database: nobody can edit or delete an entry.
 */
import { useSupabaseClient } from '@harbor-help/auth';
import { LoadError, useLoad } from '@harbor-help/ui';
import { useCallback } from 'react';
import { readAuditLog, type AuditEntry, type StaffRole } from './console.data';
import { formatDateTime } from './console-format';
import './console-pages.css';

export const AUDIT_ADMINS_ONLY =
  'The audit trail is for admins. If you need to know who changed something, ask an admin.';

const ACTION_NAMES: Record<string, string> = {
  'comp.grant': 'Granted a complimentary membership',
  'comp.end': 'Ended a complimentary membership',
  'staff.add': 'Added a staff member',
  'staff.remove': 'Removed a staff member',
  'staff.set_role': 'Changed a staff role',
  'export.csv': 'Downloaded a CSV export',
  'inbox.status': 'Changed an inbox item’s status',
  'inbox.assign': 'Assigned an inbox item',
  'inbox.urgent': 'Changed an inbox item’s urgent mark',
  'inbox.note': 'Added a note to an inbox item',
  'inbox.reply': 'Replied to an inbox item',
  'story.edit': 'Edited a story for publication',
  'story.publish': 'Published a story',
  'story.unpublish': 'Unpublished a story',
  'story.withdraw': 'A writer withdrew their story',
};

export function AuditView({ role }: { role: StaffRole }) {
  if (role !== 'admin') return <p className="staff-page__notice">{AUDIT_ADMINS_ONLY}</p>;
  return <AuditTable />;
}

function Change({ entry }: { entry: AuditEntry }) {
  if (entry.before === null && entry.after === null) return <>—</>;
  return (
    <details>
      <summary>Before and after</summary>
      <dl>
        <dt>Before</dt>
        <dd>
          <pre>{entry.before === null ? 'nothing' : JSON.stringify(entry.before, null, 1)}</pre>
        </dd>
        <dt>After</dt>
        <dd>
          <pre>{entry.after === null ? 'nothing' : JSON.stringify(entry.after, null, 1)}</pre>
        </dd>
      </dl>
    </details>
  );
}

function AuditTable() {
  const client = useSupabaseClient();
  const load = useCallback(() => readAuditLog(client), [client]);
  const { state, retry } = useLoad(load);
  if (state.status === 'loading') return <p>Loading…</p>;
  if (state.status === 'error') return <LoadError message={state.error.message} onRetry={retry} />;
  if (state.value.length === 0) return <p>No staff actions yet.</p>;
  return (
    <div className="staff-table" role="region" aria-label="Audit trail" tabIndex={0}>
      <table>
        <caption>The latest {state.value.length} staff actions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Item</th>
            <th scope="col">Change</th>
          </tr>
        </thead>
        <tbody>
          {state.value.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTime(entry.at)}</td>
              <td>{entry.actor_email}</td>
              <td>{ACTION_NAMES[entry.action] ?? entry.action}</td>
              <td>
                {entry.item_type} {entry.item_id}
              </td>
              <td>
                <Change entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
