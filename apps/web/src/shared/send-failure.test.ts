import { describe, expect, it } from 'vitest';
import {
  BUSY_FAILURE,
  describeSendFailure,
  NETWORK_FAILURE,
  REFUSED_FAILURE,
  SERVER_FAILURE,
} from './send-failure';

describe('describeSendFailure', () => {
  it('says the connection failed when no answer came (status 0)', () => {
    expect(describeSendFailure(0, '')).toBe(NETWORK_FAILURE);
  });

  it('says a field was refused for a check violation', () => {
    expect(describeSendFailure(400, '23514')).toBe(REFUSED_FAILURE);
  });

  it('asks to wait when there were too many requests', () => {
    expect(describeSendFailure(429, null)).toBe(BUSY_FAILURE);
  });

  it('says the fault is on our side for a server error', () => {
    expect(describeSendFailure(503, null)).toBe(SERVER_FAILURE);
    expect(describeSendFailure(401, '42501')).toBe(SERVER_FAILURE);
  });

  it('always says that nothing typed was lost', () => {
    for (const message of [NETWORK_FAILURE, REFUSED_FAILURE, BUSY_FAILURE, SERVER_FAILURE]) {
      expect(message).toContain('Everything you typed is still here.');
    }
  });
});
