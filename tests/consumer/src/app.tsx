import { AuthProvider, useAuth } from '@harbor-help/auth';
import { CHALLENGE_SLUGS } from '@harbor-help/challenges';
import { STORED_KEYS } from '@harbor-help/device-storage';
import { JourneyProvider, useJourney } from '@harbor-help/journey';
import { PremiumBadge } from '@harbor-help/ui';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useState } from 'react';
import type { FormEvent } from 'react';

export function App({ client }: { client: SupabaseClient }) {
  return (
    <AuthProvider client={client} logger={console}>
      <JourneyProvider storage={null}>
        <Account />
      </JourneyProvider>
    </AuthProvider>
  );
}

function Account() {
  const { status, profile, hasMembershipAccess, signIn, signOut } = useAuth();
  const { isFirstVisit } = useJourney();
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { error: failed } = await signIn(String(form.get('email')), String(form.get('password')));
    setError(failed ? failed.message : null);
  }

  return (
    <main>
      <p>
        {CHALLENGE_SLUGS.length} challenges, {Object.keys(STORED_KEYS).length} stored keys
        {isFirstVisit ? ', first visit' : ''}
      </p>
      {status === 'loading' ? <p role="status">Loading...</p> : null}
      {status === 'signed-out' ? (
        <form onSubmit={(event) => void onSubmit(event)}>
          <label>
            Email <input name="email" type="email" />
          </label>
          <label>
            Password <input name="password" type="password" />
          </label>
          <button type="submit">Sign In</button>
          {error ? <p role="alert">{error}</p> : null}
        </form>
      ) : null}
      {status === 'signed-in' ? (
        <>
          <p>{profile?.fullName}</p>
          {hasMembershipAccess ? <PremiumBadge /> : null}
          <button type="button" onClick={() => void signOut()}>
            Sign Out
          </button>
        </>
      ) : null}
    </main>
  );
}
