import { useAuth, useSupabaseClientLoader } from '@harbor-help/auth';
import { LoadError, PageHeader, Section, useLoad } from '@harbor-help/ui';
import { useCallback, type ReactNode } from 'react';
import { Link } from 'react-router';
import { loadBundleDownloads } from '../bundle-downloads.data';
import type { BundleDownload } from '../bundle-downloads';
import { BUNDLE_SKUS } from '../catalog';
import { useShopWords } from '../shop-words';
import type { FailureMessages } from '../../data/result';
import { LoadingLine, Reserved } from '../../shared/load-state';
import { RouterLink } from '../../shared/router-link';
import { usePageTitle } from '../../app/use-page-title';
import '../../shared/money.css';

/** The downloads page's own words in one language (the shop's are `ShopWords`). */
export interface DownloadWords {
  meta: { title: string; description: string };
  title: string;
  intro: string;
  howTitle: string;
  /** "Buy the Healing Bundle": a bundle's link, by its name. */
  buyLink: (name: string) => string;
  joinLink: string;
  loading: string;
  /** Failures of reading the links, by kind (absent: the English ones). */
  failures?: FailureMessages;
  none: string;
  yoursTitle: string;
  /** A file's link: its name in the page's language, from the bundle's sku. */
  download: (file: BundleDownload) => string;
  /** When the links stop working: `time` is the first one's, in the page's own format. */
  expiry: (time: string) => string;
  timeLocale: string;
  refresh: string;
  signIn: string;
  signInButton: string;
  checking: string;
  helpTitle: string;
  help: (contact: string) => ReactNode;
}

export const DOWNLOAD_WORDS: DownloadWords = {
  meta: {
    title: 'Download your bundle',
    description:
      'Download the Harbor bundles you bought or that come with your membership. Sign in to see your files.',
  },
  title: 'Download your bundle',
  intro:
    "Your files work on phones and computers, and they're small enough to download on limited data.",
  howTitle: 'How to get the bundles',
  buyLink: (name) => `Buy the ${name}`,
  joinLink: 'Join a paid membership: it includes all three',
  loading: 'Getting your download links…',
  none: 'You don’t have any bundles yet. When you buy one, or join a paid membership, your files will be here.',
  yoursTitle: 'Your files',
  download: (file) => `Download the ${file.title}`,
  expiry: (time) =>
    `For your safety these links are private and stop working after a few minutes (at ${time}). If a link has stopped working, get new ones:`,
  timeLocale: 'en-US',
  refresh: 'Refresh the links',
  signIn:
    'Your downloads are kept in your account. Sign in with the account you used to buy a bundle or join a membership.',
  signInButton: 'Sign in to see your downloads',
  checking: 'Checking your account…',
  helpTitle: 'Need help?',
  help: (contact) => (
    <>
      If a download doesn&rsquo;t start or a file won&rsquo;t open,{' '}
      <Link to={contact}>contact us</Link> and we&rsquo;ll send it another way.
    </>
  ),
};

function HowToGetAccess({ words }: { words: DownloadWords }) {
  const shop = useShopWords();
  return (
    <Section title={words.howTitle}>
      <ul className="web-links">
        {BUNDLE_SKUS.map((sku) => (
          <li key={sku}>
            <Link to={shop.paths.bundles[sku]}>{words.buyLink(shop.bundle.names[sku])}</Link>
          </li>
        ))}
        <li>
          <Link to={shop.paths.membership}>{words.joinLink}</Link>
        </li>
      </ul>
    </Section>
  );
}

function Downloads({ words }: { words: DownloadWords }) {
  const client = useSupabaseClientLoader();
  const { failures } = words;
  const load = useCallback(() => loadBundleDownloads(client, failures), [client, failures]);
  const downloads = useLoad(load, { keepWhileLoading: true });

  if (downloads.state.status === 'loading') return <LoadingLine>{words.loading}</LoadingLine>;
  if (downloads.state.status === 'error') {
    return <LoadError message={downloads.state.error.message} onRetry={downloads.retry} />;
  }
  if (downloads.state.value.length === 0) {
    return (
      <>
        <p className="web-prose">{words.none}</p>
        <HowToGetAccess words={words} />
      </>
    );
  }
  const firstExpiry = Math.min(
    ...downloads.state.value.map((download) => Date.parse(download.expiresAt)),
  );
  return (
    <Section title={words.yoursTitle}>
      <ul className="money-downloads">
        {downloads.state.value.map((download) => (
          <li key={download.bundle}>
            <a href={download.url} download={download.fileName}>
              {words.download(download)}{' '}
              <span className="harbor-visually-hidden">({download.fileName})</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="web-prose">
        {words.expiry(
          new Intl.DateTimeFormat(words.timeLocale, { hour: 'numeric', minute: '2-digit' }).format(
            firstExpiry,
          ),
        )}
      </p>
      <button
        type="button"
        className="harbor-button harbor-button--secondary"
        onClick={downloads.retry}
      >
        {words.refresh}
      </button>
    </Section>
  );
}

function SignInForDownloads({ words }: { words: DownloadWords }) {
  const { paths } = useShopWords();
  return (
    <>
      <div className="web-prose">
        <p>{words.signIn}</p>
        <p className="web-actions">
          <RouterLink href={paths.login} className="harbor-button harbor-button--primary">
            {words.signInButton}
          </RouterLink>
        </p>
      </div>
      <HowToGetAccess words={words} />
    </>
  );
}

export default function DownloadBundlePage() {
  return <DownloadBundleView words={DOWNLOAD_WORDS} />;
}

/** The downloads page in `words`' language (/download-bundle, /es/descargar-paquetes). */
export function DownloadBundleView({ words }: { words: DownloadWords }) {
  usePageTitle(words.meta.title, words.meta.description);
  const { status, user } = useAuth();
  const { paths } = useShopWords();

  return (
    <>
      <PageHeader title={words.title} intro={words.intro} />
      {status === 'loading' ? (
        // The signed-out part holds its place until the account is known (prerendered so).
        <Reserved status={words.checking}>
          <SignInForDownloads words={words} />
        </Reserved>
      ) : status === 'signed-in' && user ? (
        // Keyed by the person: someone else signing in on this page gets their own list.
        <Downloads key={user.id} words={words} />
      ) : (
        <SignInForDownloads words={words} />
      )}
      <Section title={words.helpTitle}>
        <p className="web-prose">{words.help(paths.contact)}</p>
      </Section>
    </>
  );
}
