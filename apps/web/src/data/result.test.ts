import { describe, expect, it } from 'vitest';
import {
  BUSY_FAILURE,
  NETWORK_FAILURE,
  REFUSED_FAILURE,
  SEND_MESSAGES,
  SERVER_FAILURE,
  SERVICE_MESSAGES,
  SERVICE_UNREACHABLE_MESSAGE,
  SOMETHING_WENT_WRONG_MESSAGE,
} from './messages';
import { dataError, kindOfFailure } from './result';

// What a failed call tells the visitor, from the HTTP status supabase-js reports (0 when the
// request never got an answer) and the Postgres code when there is one.
describe('one kind of failure per answer, told in the words of the call', () => {
  it('network: no answer came (status 0)', () => {
    expect(kindOfFailure(0)).toBe('network');
    expect(dataError('network', SEND_MESSAGES).message).toBe(NETWORK_FAILURE);
    expect(dataError('network', SERVICE_MESSAGES).message).toBe(SERVICE_UNREACHABLE_MESSAGE);
  });

  it('invalid: a field the database refused (check, not-null, too long) or a 400', () => {
    expect(kindOfFailure(400, '23514')).toBe('invalid');
    expect(kindOfFailure(409, '23502')).toBe('invalid');
    expect(kindOfFailure(400, '22001')).toBe('invalid');
    expect(kindOfFailure(400)).toBe('invalid');
    expect(dataError('invalid', SEND_MESSAGES).message).toBe(REFUSED_FAILURE);
    expect(dataError('invalid', SERVICE_MESSAGES).message).toBe(SOMETHING_WENT_WRONG_MESSAGE);
  });

  it('rate-limited: too many requests from here (429)', () => {
    expect(kindOfFailure(429)).toBe('rate-limited');
    expect(dataError('rate-limited', SEND_MESSAGES).message).toBe(BUSY_FAILURE);
  });

  it('forbidden: not signed in, or row-level security said no', () => {
    expect(kindOfFailure(401, '42501')).toBe('forbidden');
    expect(kindOfFailure(403)).toBe('forbidden');
    // A send the database refused is our fault to the visitor: nothing they can fix.
    expect(dataError('forbidden', SEND_MESSAGES).message).toBe(SERVER_FAILURE);
  });

  it('not-found: 404, or PostgREST found no row for a single-row request', () => {
    expect(kindOfFailure(404)).toBe('not-found');
    expect(kindOfFailure(406, 'PGRST116')).toBe('not-found');
    expect(dataError('not-found', SERVICE_MESSAGES).message).toBe(SOMETHING_WENT_WRONG_MESSAGE);
  });

  it('server: anything else the server got wrong', () => {
    expect(kindOfFailure(503)).toBe('server');
    expect(kindOfFailure(500, 'XX000')).toBe('server');
    expect(dataError('server', SEND_MESSAGES).message).toBe(SERVER_FAILURE);
    expect(dataError('server', SERVICE_MESSAGES).message).toBe(SOMETHING_WENT_WRONG_MESSAGE);
  });

  it("keeps the status and code, and a function's own sentence over the set's", () => {
    expect(
      dataError('forbidden', SERVICE_MESSAGES, {
        status: 401,
        code: 'sign_in',
        message: 'Please sign in to buy a membership.',
      }),
    ).toEqual({
      kind: 'forbidden',
      status: 401,
      code: 'sign_in',
      message: 'Please sign in to buy a membership.',
    });
  });

  it('always tells a form that nothing typed was lost', () => {
    for (const message of Object.values(SEND_MESSAGES)) {
      expect(message).toContain('Everything you typed is still here.');
    }
  });
});
