import {
  ContactLinks,
  OtherWays,
  findSavedServices,
  keepMyListOnDevice,
  loadResources,
  myListKeeping,
  peekResources,
  preloadResourceDirectory,
  removeService,
  ServiceHoursView,
  useMyList,
  type MyListKeeping,
  type Resource,
  type SavedService,
} from '@harbor-help/challenges';
import { LoadError, PageHeader, useLoad } from '@harbor-help/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { KeptOnDevice, type KeptOnDeviceWords } from '../../shared/kept-on-device';
import { useSharedComputerMode } from '../../account/use-shared-computer-mode';
import { usePageMeta } from '../../app/use-page-title';
import { RouterLink } from '../../shared/router-link';
import {
  SHARE_WORDS,
  mailtoShareHref,
  shareText,
  smsShareHref,
  type ShareWords,
} from '../list-message';
import '@harbor-help/ui/forms.css';
import '../../info/info-pages.css';
import '../my-list.css';

const LIST_TITLE_ID = 'my-list-title';

/** Everything /my-list says, so its Spanish page (my-list-es.tsx) can say it in Spanish. */
export interface MyListWords {
  /** The language of the page (`es`: the services' names, in English, are marked so). */
  readonly locale: 'en' | 'es';
  /** Loads the services in the page's language, as `useLoad` asks (`loadResources` in English). */
  readonly load: () => Promise<readonly Resource[]>;
  /** The services in the page's language when already loaded. */
  readonly peek: () => readonly Resource[] | undefined;
  readonly meta: { readonly title: string; readonly description: string };
  readonly title: string;
  readonly intro: string;
  readonly keepingTitle: string;
  /** "Where your list is kept" in another language (English is built from the props below). */
  readonly kept?: KeptOnDeviceWords;
  readonly listTitle: string;
  /** "Remove from my list" (the service's name follows, for screen readers). */
  readonly remove: string;
  readonly removed: (name: string) => string;
  readonly missingTitle: string;
  readonly missingText: string;
  readonly removeMissing: string;
  readonly empty: ReactNode;
  readonly noScript: string;
  readonly loading: string;
  readonly loadError: string;
  readonly actionsTitle: string;
  readonly actionsText: string;
  readonly print: string;
  readonly sendText: string;
  readonly sendEmail: string;
  readonly share: ShareWords;
}

/** What /my-list says. */
export const MY_LIST_WORDS: MyListWords = {
  locale: 'en',
  load: loadResources,
  peek: peekResources,
  meta: {
    title: 'My list',
    description:
      'The services you saved, with their phone numbers and links. Print your list or send it to yourself. It stays on your device.',
  },
  title: 'My list',
  intro:
    'The services you saved, with their phone numbers and links. You can print your list or send it to yourself.',
  keepingTitle: 'Where your list is kept',
  listTitle: 'My list',
  remove: 'Remove from my list',
  removed: (name) => `Removed ${name} from your list.`,
  missingTitle: 'A service we no longer list',
  missingText:
    'You saved a service that is not in our list any more. It may have closed or changed. Look for it again on Resources, or remove it.',
  removeMissing: 'Remove this service from my list',
  empty: (
    <>
      <p>
        <strong>Your list is empty.</strong>
      </p>
      <p>
        To save a service, find it on Resources or on a help page, then choose &ldquo;Save to my
        list&rdquo; under it. It will show here, with its phone numbers and links.
      </p>
      <p>
        <RouterLink href="/resources">Find services on Resources</RouterLink>
      </p>
    </>
  ),
  noScript: 'Your list needs JavaScript to show. It is kept in your browser, not on our site.',
  loading: 'Loading your list…',
  loadError:
    'We could not load the services on your list. Please check your connection and try again.',
  actionsTitle: 'Print or send your list',
  actionsText:
    'The message is written on this device. Your own text or email app opens with it, and you choose who gets it. Harbor sends nothing.',
  print: 'Print my list',
  sendText: 'Send by text message',
  sendEmail: 'Send by email',
  share: SHARE_WORDS,
};

/**
 * "Removed <name> from your list.": on a page in another language, the service's English name
 * marked `lang="en"` inside the page's sentence. The same as @harbor-help/challenges' internal
 * `withMarkedName`; exporting that one and importing it here adds a shared chunk to this page's
 * preload list, which the first load of every page carries (+0.04 kB, measured): not taken.
 */
function removedWords(words: MyListWords, name: string): ReactNode {
  if (words.locale === 'en') return words.removed(name);
  const [before = '', after = ''] = words.removed('\u0000').split('\u0000');
  return (
    <>
      {before}
      <span lang="en">{name}</span>
      {after}
    </>
  );
}

/** One saved service: its name, hours and ways in, as the directory shows them. */
function SavedServiceItem({
  resource,
  onRemove,
  words,
}: {
  resource: Resource;
  onRemove: () => void;
  words: MyListWords;
}) {
  // Its owner's name, in English: marked so on a page in another language, wherever it is said.
  const nameLang = words.locale === 'en' ? undefined : 'en';
  return (
    <li className="web-my-list__item">
      <h3 className="web-my-list__name" lang={nameLang}>
        {resource.name}
      </h3>
      <ServiceHoursView hours={resource.hours} />
      <ContactLinks
        name={resource.name}
        phone={resource.phone}
        text={resource.text}
        url={resource.url}
        nameLang={nameLang}
      />
      <OtherWays name={resource.name} ways={resource.otherWays} nameLang={nameLang} />
      <p className="web-my-list__remove">
        <button type="button" className="harbor-link-button" onClick={onRemove}>
          {words.remove}
          <span className="harbor-visually-hidden" lang={nameLang}>
            : {resource.name}
          </span>
        </button>
      </p>
    </li>
  );
}

/** A saved id the directory no longer has: say so, and let the visitor remove it. */
function MissingServiceItem({ onRemove, words }: { onRemove: () => void; words: MyListWords }) {
  return (
    <li className="web-my-list__item web-my-list__missing">
      <h3 className="web-my-list__name">{words.missingTitle}</h3>
      <p>{words.missingText}</p>
      <p className="web-my-list__remove">
        <button type="button" className="harbor-link-button" onClick={onRemove}>
          {words.removeMissing}
        </button>
      </p>
    </li>
  );
}

/**
 * /my-list — "My list": the services the visitor saved with "Save to my list", looked up in the
 * directory (so a changed number shows the new one), with their ways in. Kept only in this
 * browser (this tab, unless they choose the device; this page only on a shared computer) and
 * never sent anywhere. It prints on its own, and "Send" opens the visitor's own messages or
 * email app with the list written on this device.
 */
export default function MyListPage() {
  return <MyListView words={MY_LIST_WORDS} />;
}

/** The page in `words`' language (English on /my-list, Spanish on /es/mi-lista). */
export function MyListView({ words }: { words: MyListWords }) {
  usePageMeta(words.meta);
  const ids = useMyList();
  const sharedComputer = useSharedComputerMode();
  const { state, retry } = useLoad(words.load, { peek: words.peek });
  const [keeping, setKeeping] = useState<MyListKeeping>('tab');
  const [message, setMessage] = useState<ReactNode>('');
  const listTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setKeeping(myListKeeping());
  }, [sharedComputer, ids]);

  const saved: SavedService[] =
    ids && state.status === 'ready' ? findSavedServices(ids, state.value) : [];
  const found = saved.flatMap(({ resource }) => (resource ? [resource] : []));
  const text = shareText(found, words.share);

  function remove(id: string, name: string) {
    removeService(id);
    setMessage(removedWords(words, name));
    listTitle.current?.focus();
  }

  let list;
  if (ids === null) {
    list = (
      <noscript>
        <p>{words.noScript}</p>
      </noscript>
    );
  } else if (ids.length === 0) {
    list = <div className="web-my-list__empty">{words.empty}</div>;
  } else if (state.status === 'loading') {
    list = <p className="harbor-loading-inline">{words.loading}</p>;
  } else if (state.status === 'error') {
    list = <LoadError message={words.loadError} onRetry={retry} />;
  } else {
    list = (
      <ul className="web-my-list__items">
        {saved.map(({ id, resource }) =>
          resource ? (
            <SavedServiceItem
              key={id}
              resource={resource}
              words={words}
              onRemove={() => remove(id, resource.name)}
            />
          ) : (
            <MissingServiceItem
              key={id}
              words={words}
              onRemove={() => remove(id, words.missingTitle.toLowerCase())}
            />
          ),
        )}
      </ul>
    );
  }

  return (
    <div className="web-my-list">
      <div className="web-my-list__screen-only">
        <PageHeader title={words.title} intro={words.intro} />

        <section className="web-my-list__keeping" aria-labelledby="my-list-keeping-title">
          <h2 id="my-list-keeping-title" className="web-my-list__title">
            {words.keepingTitle}
          </h2>
          <KeptOnDevice
            thing="list"
            keeping={keeping}
            onKeepChange={(on) => {
              keepMyListOnDevice(on);
              setKeeping(myListKeeping());
            }}
            keepLabel="Keep my list on this device"
            toKeepIt="print it or send it to yourself."
            sharedClassName="web-my-list__shared"
            words={words.kept}
          />
        </section>
      </div>

      <section className="web-my-list__list" aria-labelledby={LIST_TITLE_ID}>
        <h2 id={LIST_TITLE_ID} ref={listTitle} tabIndex={-1} className="web-my-list__title">
          {words.listTitle}
        </h2>
        {list}
        <p className="harbor-visually-hidden" aria-live="polite">
          {message}
        </p>
      </section>

      {found.length > 0 ? (
        <section
          className="web-my-list__actions web-my-list__screen-only"
          aria-labelledby="my-list-actions-title"
        >
          <h2 id="my-list-actions-title" className="web-my-list__title">
            {words.actionsTitle}
          </h2>
          <p>{words.actionsText}</p>
          <ul className="web-my-list__buttons">
            <li>
              <button
                type="button"
                className="harbor-button harbor-button--primary"
                onClick={() => window.print()}
              >
                {words.print}
              </button>
            </li>
            <li>
              <a className="harbor-button harbor-button--secondary" href={smsShareHref(text)}>
                {words.sendText}
              </a>
            </li>
            <li>
              <a
                className="harbor-button harbor-button--secondary"
                href={mailtoShareHref(text, words.share.subject)}
              >
                {words.sendEmail}
              </a>
            </li>
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** The services, so the list shows at once (and the offline copy keeps their chunk). */
export function preload(): Promise<void> {
  return preloadResourceDirectory();
}
