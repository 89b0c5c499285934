import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthProvider, createAuthStorage, useAuth } from '@harbor-help/auth';
import type { SessionPersistence } from '@harbor-help/auth';
import { IdleSignOutWarning } from '@harbor-help/ui';
import { useMemo, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { guidedDocs } from '../guidance/guided-docs-page';
import { PACKAGE_GUIDANCE } from '../guidance/packages';

type Client = NonNullable<Parameters<typeof AuthProvider>[0]['client']>;

/**
 * Just enough of a Supabase client for AuthProvider, with Ana signed in at once: no backend.
 * (The package's own tests use a fuller scripted fake: packages/auth/src/test/scripted-client.ts.)
 */
function signedInClient(onSignOut: () => void): Client {
  const user = {
    id: 'ana',
    email: 'ana@example.test',
    aud: 'authenticated',
    app_metadata: {},
    user_metadata: {},
  };
  const session = {
    access_token: 'demo',
    refresh_token: 'demo',
    expires_in: 3600,
    token_type: 'bearer',
    user,
  };
  let notify: ((event: string, next: unknown) => void) | null = null;
  const row = (table: string) =>
    table === 'profiles'
      ? { id: 'ana', email: 'ana@example.test', full_name: 'Ana Lima' }
      : {
          id: 'm1',
          user_id: 'ana',
          tier: 'basic',
          is_active: true,
          start_date: null,
          end_date: null,
        };
  const builder = (table: string) => {
    const chain = {
      select: () => chain,
      eq: () => chain,
      order: () => chain,
      limit: () => chain,
      single: () => Promise.resolve({ data: row(table), error: null }),
    };
    return chain;
  };
  return {
    auth: {
      onAuthStateChange(callback: (event: string, next: unknown) => void) {
        notify = callback;
        setTimeout(() => callback('INITIAL_SESSION', session), 0);
        return { data: { subscription: { unsubscribe: () => (notify = null) } } };
      },
      async signOut() {
        onSignOut();
        notify?.('SIGNED_OUT', null);
        return { error: null };
      },
    },
    from: builder,
  } as unknown as Client;
}

interface SharedComputerDemoProps {
  /** How long without a key, click, scroll or touch before sign-out. */
  idleTimeoutMs: number;
  /** How long before that the warning comes. */
  warnBeforeMs: number;
  /** Where the session would be kept: `'local'` (localStorage) or `'tab'` (sessionStorage only). */
  persistence: SessionPersistence;
  /** Called with the time sign-out is due when the warning comes up. */
  onIdleWarning: (signOutAt: number) => void;
  /** Called as the session ends everywhere (`signOut({ scope: 'global' })`). */
  onGlobalSignOut: () => void;
}

function Account() {
  const { status, profile, idleSignOutAt, staySignedIn, signOut } = useAuth();
  return (
    <main style={{ padding: '1.5rem' }}>
      <h1>Your account</h1>
      <p role="status">
        {status === 'signed-in'
          ? `Signed in as ${profile?.fullName ?? ''}.`
          : status === 'signed-out'
            ? 'Signed out: the session ended everywhere and what the provider stored is gone.'
            : 'Loading…'}
      </p>
      <p>Leave the mouse and keyboard alone to see the warning, then the sign-out.</p>
      {idleSignOutAt !== null ? (
        <IdleSignOutWarning
          signOutAt={idleSignOutAt}
          onStaySignedIn={staySignedIn}
          onSignOutNow={() => void signOut()}
        />
      ) : null}
    </main>
  );
}

/**
 * `@harbor-help/auth`'s options for a shared or public computer, on a fake client: `createAuthStorage`
 * with `storage` (where the session lives) and idle sign-out (`idleTimeoutMs`, `warnBeforeMs`,
 * `onIdleWarning`, `useAuth().idleSignOutAt` and `staySignedIn()`), with `@harbor-help/ui`'s
 * `IdleSignOutWarning` as the warning.
 */
function SharedComputerDemo({
  idleTimeoutMs,
  warnBeforeMs,
  persistence,
  onIdleWarning,
  onGlobalSignOut,
}: SharedComputerDemoProps) {
  const storage = useMemo(() => createAuthStorage({ persistence }), [persistence]);
  const [client] = useState(() => signedInClient(onGlobalSignOut));
  return (
    <AuthProvider
      client={client}
      storage={storage}
      idleTimeoutMs={idleTimeoutMs}
      warnBeforeMs={warnBeforeMs}
      onIdleWarning={onIdleWarning}
    >
      <Account />
    </AuthProvider>
  );
}

const meta = {
  title: 'Packages/Auth/Shared computer',
  component: SharedComputerDemo,
  subcomponents: { AuthProvider },
  tags: ['autodocs'],
  args: {
    idleTimeoutMs: 20_000,
    warnBeforeMs: 10_000,
    persistence: 'tab',
    onIdleWarning: fn(),
    onGlobalSignOut: fn(),
  },
  argTypes: {
    persistence: { control: 'inline-radio', options: ['local', 'tab'] },
  },
  parameters: {
    // The warning is a modal dialog: give each story its own frame in the docs page.
    docs: {
      ...guidedDocs(PACKAGE_GUIDANCE.SharedComputer),
      story: { inline: false, iframeHeight: 420 },
    },
  },
} satisfies Meta<typeof SharedComputerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Harbor's shared-computer mode, sped up: the warning after 10 s, sign-out after 20 s. */
export const IdleSignOut: Story = {};

/** The warning a moment after the story opens, then the global sign-out. */
export const WarningThenSignOut: Story = {
  args: { idleTimeoutMs: 3_000, warnBeforeMs: 2_000 },
  play: async ({ args, canvas }) => {
    const warning = await canvas.findByRole('alertdialog', {}, { timeout: 3_000 });
    await expect(warning).toBeVisible();
    await expect(args.onIdleWarning).toHaveBeenCalled();
    await waitFor(() => expect(args.onGlobalSignOut).toHaveBeenCalled(), { timeout: 5_000 });
  },
};
