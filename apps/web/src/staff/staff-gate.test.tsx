import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Auth from '@harbor-help/auth';
import type { AuthContextValue } from '@harbor-help/auth';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAuth, signedOutAuth } from '../shared/test/fake-auth';
import { WRONG_CODE_MESSAGE, normalizeCode } from './staff-access.data';
import { CODE_LABEL, NOT_STAFF_TITLE } from './staff-gate';
import { StaffConsole } from './staff-console';

const state = vi.hoisted(() => ({
  auth: null as unknown as AuthContextValue,
  client: null as unknown,
}));

vi.mock('@harbor-help/auth', async (importActual) => ({
  ...(await importActual<typeof Auth>()),
  useAuth: () => state.auth,
  useSupabaseClientLoader: () => loadClient,
}));
const loadClient = () => Promise.resolve(state.client);

interface FakeServer {
  listed: boolean;
  level: 'aal1' | 'aal2';
  role: 'admin' | 'editor' | null;
  factors: { id: string; status: 'verified' | 'unverified' }[];
  goodCode: string;
  rpcError?: { code: string; message: string } | null;
}

/** A client whose RPCs and MFA API answer from `server`; a right code moves it to aal2. */
function fakeClient(server: FakeServer) {
  const verify = vi.fn(async ({ code }: { factorId: string; code: string }) => {
    if (code !== server.goodCode)
      return {
        data: null,
        error: {
          status: 422,
          code: 'mfa_verification_failed',
          message: 'Invalid TOTP code entered',
        },
      };
    server.level = 'aal2';
    server.factors = server.factors.map((factor) => ({ ...factor, status: 'verified' as const }));
    return { data: {}, error: null };
  });
  const enroll = vi.fn(async () => {
    server.factors.push({ id: 'new-factor', status: 'unverified' });
    return {
      data: {
        id: 'new-factor',
        type: 'totp',
        totp: {
          qr_code: 'data:image/svg+xml;utf-8,<svg/>',
          secret: 'ABCDEF234567',
          uri: 'otpauth://',
        },
      },
      error: null,
    };
  });
  const rpc = vi.fn(async (name: string) => {
    if (server.rpcError) return { data: null, error: server.rpcError, status: 500 };
    if (name === 'is_staff_member') return { data: server.listed, error: null, status: 200 };
    // The server's rule: a role only at aal2.
    return { data: server.level === 'aal2' ? server.role : null, error: null, status: 200 };
  });
  return {
    rpc,
    verify,
    enroll,
    client: {
      rpc,
      auth: {
        getSession: async () => ({
          data: { session: { user: { email: 'staff@harbor.test' } } },
          error: null,
        }),
        mfa: {
          getAuthenticatorAssuranceLevel: async () => ({
            data: { currentLevel: server.level, nextLevel: 'aal2' },
            error: null,
          }),
          listFactors: async () => ({
            data: { totp: server.factors, all: server.factors },
            error: null,
          }),
          challengeAndVerify: verify,
          enroll,
        },
      },
    },
  };
}

function renderConsole() {
  return render(
    <MemoryRouter initialEntries={['/staff']}>
      <StaffConsole title="Inbox">{(staff) => <p>Console for {staff.role}</p>}</StaffConsole>
    </MemoryRouter>,
  );
}

const staffServer = (overrides: Partial<FakeServer> = {}): FakeServer => ({
  listed: true,
  level: 'aal1',
  role: 'admin',
  factors: [{ id: 'factor-1', status: 'verified' }],
  goodCode: '123456',
  ...overrides,
});

beforeEach(() => {
  state.auth = signedInAuth(null, { user: { id: 'user-1' } as never });
});

describe('the team console gate', () => {
  it('asks a signed-out visitor to sign in with email and password, and nothing more', async () => {
    state.auth = signedOutAuth();
    renderConsole();
    expect(
      screen.getByRole('heading', { level: 1, name: "Sign in to the team's console" }),
    ).toBeVisible();
    await userEvent.type(screen.getByLabelText(/email/i), 'staff@harbor.test');
    await userEvent.type(screen.getByLabelText(/password/i), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(state.auth.signIn).toHaveBeenCalledWith('staff@harbor.test', 'secret-password');
    expect(screen.queryByText(/Console for/)).toBeNull();
  });

  it('tells someone who is not staff that the area is for the team, and shows nothing of it', async () => {
    state.client = fakeClient(staffServer({ listed: false, factors: [] })).client;
    renderConsole();
    expect(await screen.findByRole('heading', { level: 1, name: NOT_STAFF_TITLE })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Team console' })).toBeNull();
    expect(screen.queryByText(/Console for/)).toBeNull();
  });

  it('asks staff at aal1 for the code; a wrong code is said and focused, a right one opens the console', async () => {
    const fake = fakeClient(staffServer());
    state.client = fake.client;
    renderConsole();
    const field = await screen.findByLabelText(CODE_LABEL);
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByText(/Console for/)).toBeNull();

    await userEvent.type(field, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(WRONG_CODE_MESSAGE)).toBeVisible();
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(WRONG_CODE_MESSAGE));

    await userEvent.clear(field);
    await userEvent.type(field, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Console for admin')).toBeVisible();
    expect(fake.verify).toHaveBeenLastCalledWith({ factorId: 'factor-1', code: '123456' });
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    expect(screen.getByText(/Signed in as/)).toHaveTextContent(
      'Signed in as staff@harbor.test (admin)',
    );
    const nav = screen.getByRole('navigation', { name: 'Team console' });
    expect(
      [...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Inbox', '/staff'],
      ['Members', '/staff/members'],
      ['Money', '/staff/money'],
      ['Audit', '/staff/audit'],
      ['Team', '/staff/team'],
      ['Safety protocol', '/staff/safety-protocol'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(state.auth.signOut).toHaveBeenCalled();
  });

  it('enrols staff with no authenticator: the QR code as an image, the key as text, then the first code', async () => {
    const fake = fakeClient(staffServer({ factors: [] }));
    state.client = fake.client;
    renderConsole();
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr).toHaveAttribute('src', 'data:image/svg+xml;utf-8,<svg/>');
    expect(screen.getByText('ABCDEF234567')).toBeVisible();
    await userEvent.type(screen.getByLabelText(CODE_LABEL), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Check the code and continue' }));
    expect(await screen.findByText('Console for admin')).toBeVisible();
    expect(fake.enroll).toHaveBeenCalledWith({ factorType: 'totp' });
    expect(fake.verify).toHaveBeenCalledWith({ factorId: 'new-factor', code: '123456' });
  });

  it('never opens the console when the server gives no role, whatever the session says', async () => {
    state.client = fakeClient(staffServer({ level: 'aal2', role: null })).client;
    renderConsole();
    expect(await screen.findByRole('heading', { level: 1, name: NOT_STAFF_TITLE })).toBeVisible();
  });

  it('says when access could not be checked, and tries again', async () => {
    const server = staffServer({ level: 'aal2', rpcError: { code: 'XX000', message: 'boom' } });
    state.client = fakeClient(server).client;
    renderConsole();
    expect(await screen.findByText(/We couldn't check your access/)).toBeVisible();
    server.rpcError = null;
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    await waitFor(() => expect(screen.getByText('Console for admin')).toBeVisible());
  });
});

describe('normalizeCode', () => {
  it('takes six digits, with spaces or a dash as apps show them, and nothing else', () => {
    expect(normalizeCode('123456')).toBe('123456');
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(normalizeCode('123-456')).toBe('123456');
    expect(normalizeCode('12345')).toBeNull();
    expect(normalizeCode('12345a')).toBeNull();
    expect(normalizeCode('1234567')).toBeNull();
  });
});
