/**
 * The console's team page (issue 26): who the staff are, and for an admin, adding an existing
 * account as an editor and removing editors (admins are added and removed by the operators with
 * `pnpm staff:add`). Both changes are in the audit trail.
 */
import { useSupabaseClient } from '@harbor-help/auth';
import { FormField, LoadError, useLoad } from '@harbor-help/ui';
import { useCallback, useState, type FormEvent } from 'react';
import { addEditor, readTeam, removeEditor, type StaffRole } from './console.data';
import { formatDate } from './console-format';
import './console-pages.css';

export const TEAM_ADMINS_ONLY = 'Only admins can add or remove editors.';

export function TeamView({ role }: { role: StaffRole }) {
  const client = useSupabaseClient();
  const load = useCallback(() => readTeam(client), [client]);
  const { state, retry, refresh } = useLoad(load, { keepWhileLoading: true });
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isAdmin = role === 'admin';

  async function add(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim()) {
      setError('Enter the email address of their Harbor account.');
      return;
    }
    const result = await addEditor(client, email.trim());
    if (result.ok) {
      setNotice(`${email.trim()} is now an editor.`);
      setEmail('');
      refresh();
    } else setError(result.error.message);
  }

  async function remove(userId: string, who: string) {
    const result = await removeEditor(client, userId);
    setNotice(result.ok ? `${who} is no longer staff.` : result.error.message);
    if (result.ok) refresh();
  }

  return (
    <div className="staff-page">
      <div role="status" className="staff-page__status">
        {notice}
      </div>
      {state.status === 'loading' ? <p>Loading…</p> : null}
      {state.status === 'error' ? (
        <LoadError message={state.error.message} onRetry={retry} />
      ) : null}
      {state.status === 'ready' ? (
        <div className="staff-table" role="region" aria-label="Staff" tabIndex={0}>
          <table>
            <caption>Staff</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Since</th>
                {isAdmin ? <th scope="col">Change</th> : null}
              </tr>
            </thead>
            <tbody>
              {state.value.map((member) => (
                <tr key={member.user_id}>
                  <th scope="row">{member.email}</th>
                  <td>{member.role === 'admin' ? 'Admin' : 'Editor'}</td>
                  <td>{formatDate(member.added_at)}</td>
                  {isAdmin ? (
                    <td>
                      {member.role === 'editor' ? (
                        <button
                          type="button"
                          className="harbor-button harbor-button--secondary"
                          aria-label={`Remove ${member.email}`}
                          onClick={() => void remove(member.user_id, member.email)}
                        >
                          Remove
                        </button>
                      ) : (
                        '—'
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {isAdmin ? (
        <form className="staff-page__form" noValidate onSubmit={add} aria-labelledby="add-editor">
          <h2 id="add-editor">Add an editor</h2>
          <FormField
            id="editor-email"
            name="email"
            type="email"
            label="Email address of their Harbor account"
            hint="They need an account already, and will set up an authenticator app the first time they open the console."
            autoComplete="off"
            value={email}
            onChange={setEmail}
            required
            error={error}
          />
          <button type="submit" className="harbor-button harbor-button--primary">
            Add editor
          </button>
        </form>
      ) : (
        <p className="staff-page__notice">{TEAM_ADMINS_ONLY}</p>
      )}
    </div>
  );
}
