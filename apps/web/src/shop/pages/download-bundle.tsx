import { useAuth, useSupabaseClientLoader } from '@harbor-help/auth';
import { LoadError, PageHeader, Section, useLoad } from '@harbor-help/ui';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { loadBundleDownloads } from '../bundle-downloads.data';
import { LoadingLine, Reserved } from '../../shared/load-state';
import { RouterLink } from '../../shared/router-link';
import { usePageTitle } from '../../app/use-page-title';
import '../../shared/money.css';

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function HowToGetAccess() {
  return (
    <Section title="How to get the bundles">
      <ul className="web-links">
        <li>
          <Link to="/premium-bundle">Buy the Premium Bundle</Link>
        </li>
        <li>
          <Link to="/healing-bundle">Buy the Healing Bundle</Link>
        </li>
        <li>
          <Link to="/bundle-kit">Buy the Bundle Kit</Link>
        </li>
        <li>
          <Link to="/products/membership">Join a paid membership: it includes all three</Link>
        </li>
      </ul>
    </Section>
  );
}

function Downloads() {
  const client = useSupabaseClientLoader();
  const load = useCallback(() => loadBundleDownloads(client), [client]);
  const downloads = useLoad(load, { keepWhileLoading: true });

  if (downloads.state.status === 'loading')
    return <LoadingLine>Getting your download links…</LoadingLine>;
  if (downloads.state.status === 'error') {
    return <LoadError message={downloads.state.error.message} onRetry={downloads.retry} />;
  }
  if (downloads.state.value.length === 0) {
    return (
      <>
        <p className="web-prose">
          You don&rsquo;t have any bundles yet. When you buy one, or join a paid membership, your
          files will be here.
        </p>
        <HowToGetAccess />
      </>
    );
  }
  const firstExpiry = Math.min(
    ...downloads.state.value.map((download) => Date.parse(download.expiresAt)),
  );
  return (
    <Section title="Your files">
      <ul className="money-downloads">
        {downloads.state.value.map((download) => (
          <li key={download.bundle}>
            <a href={download.url} download={download.fileName}>
              Download the {download.title}{' '}
              <span className="harbor-visually-hidden">({download.fileName})</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="web-prose">
        For your safety these links are private and stop working after a few minutes (at{' '}
        {timeFormat.format(firstExpiry)}). If a link has stopped working, get new ones:
      </p>
      <button
        type="button"
        className="harbor-button harbor-button--secondary"
        onClick={downloads.retry}
      >
        Refresh the links
      </button>
    </Section>
  );
}

function SignInForDownloads() {
  return (
    <>
      <div className="web-prose">
        <p>
          Your downloads are kept in your account. Sign in with the account you used to buy a bundle
          or join a membership.
        </p>
        <p className="web-actions">
          <RouterLink href="/login" className="harbor-button harbor-button--primary">
            Sign in to see your downloads
          </RouterLink>
        </p>
      </div>
      <HowToGetAccess />
    </>
  );
}

export default function DownloadBundlePage() {
  usePageTitle(
    'Download your bundle',
    'Download the Harbor bundles you bought or that come with your membership. Sign in to see your files.',
  );
  const { status, user } = useAuth();

  return (
    <>
      <PageHeader
        title="Download your bundle"
        intro="Your files work on phones and computers, and they're small enough to download on limited data."
      />
      {status === 'loading' ? (
        // The signed-out part holds its place until the account is known (prerendered so).
        <Reserved status="Checking your account…">
          <SignInForDownloads />
        </Reserved>
      ) : status === 'signed-in' && user ? (
        // Keyed by the person: someone else signing in on this page gets their own list.
        <Downloads key={user.id} />
      ) : (
        <SignInForDownloads />
      )}
      <Section title="Need help?">
        <p className="web-prose">
          If a download doesn&rsquo;t start or a file won&rsquo;t open,{' '}
          <Link to="/contact">contact us</Link> and we&rsquo;ll send it another way.
        </p>
      </Section>
    </>
  );
}
