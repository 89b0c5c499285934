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
import { useEffect, useRef, useState } from 'react';
import { KeptOnDevice } from '../../shared/kept-on-device';
import { useSharedComputerMode } from '../../account/use-shared-computer-mode';
import { usePageMeta } from '../../app/use-page-title';
import { RouterLink } from '../../shared/router-link';
import { mailtoShareHref, shareText, smsShareHref } from '../list-message';
import '@harbor-help/ui/forms.css';
import '../../info/info-pages.css';
import '../my-list.css';

const LIST_TITLE_ID = 'my-list-title';

/** One saved service: its name, hours and ways in, as the directory shows them. */
function SavedServiceItem({ resource, onRemove }: { resource: Resource; onRemove: () => void }) {
  return (
    <li className="web-my-list__item">
      <h3 className="web-my-list__name">{resource.name}</h3>
      <ServiceHoursView hours={resource.hours} />
      <ContactLinks
        name={resource.name}
        phone={resource.phone}
        text={resource.text}
        url={resource.url}
      />
      <OtherWays name={resource.name} ways={resource.otherWays} />
      <p className="web-my-list__remove">
        <button type="button" className="harbor-link-button" onClick={onRemove}>
          Remove from my list<span className="harbor-visually-hidden">: {resource.name}</span>
        </button>
      </p>
    </li>
  );
}

/** A saved id the directory no longer has: say so, and let the visitor remove it. */
function MissingServiceItem({ onRemove }: { onRemove: () => void }) {
  return (
    <li className="web-my-list__item web-my-list__missing">
      <h3 className="web-my-list__name">A service we no longer list</h3>
      <p>
        You saved a service that is not in our list any more. It may have closed or changed. Look
        for it again on Resources, or remove it.
      </p>
      <p className="web-my-list__remove">
        <button type="button" className="harbor-link-button" onClick={onRemove}>
          Remove this service from my list
        </button>
      </p>
    </li>
  );
}

function EmptyList() {
  return (
    <div className="web-my-list__empty">
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
    </div>
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
  usePageMeta({
    title: 'My list',
    description:
      'The services you saved, with their phone numbers and links. Print your list or send it to yourself. It stays on your device.',
  });
  const ids = useMyList();
  const sharedComputer = useSharedComputerMode();
  const { state, retry } = useLoad(loadResources, { peek: peekResources });
  const [keeping, setKeeping] = useState<MyListKeeping>('tab');
  const [message, setMessage] = useState('');
  const listTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setKeeping(myListKeeping());
  }, [sharedComputer, ids]);

  const saved: SavedService[] =
    ids && state.status === 'ready' ? findSavedServices(ids, state.value) : [];
  const found = saved.flatMap(({ resource }) => (resource ? [resource] : []));
  const text = shareText(found);

  function remove(id: string, name: string) {
    removeService(id);
    setMessage(`Removed ${name} from your list.`);
    listTitle.current?.focus();
  }

  let list;
  if (ids === null) {
    list = (
      <noscript>
        <p>Your list needs JavaScript to show. It is kept in your browser, not on our site.</p>
      </noscript>
    );
  } else if (ids.length === 0) {
    list = <EmptyList />;
  } else if (state.status === 'loading') {
    list = <p className="harbor-loading-inline">Loading your list…</p>;
  } else if (state.status === 'error') {
    list = (
      <LoadError
        message="We could not load the services on your list. Please check your connection and try again."
        onRetry={retry}
      />
    );
  } else {
    list = (
      <ul className="web-my-list__items">
        {saved.map(({ id, resource }) =>
          resource ? (
            <SavedServiceItem
              key={id}
              resource={resource}
              onRemove={() => remove(id, resource.name)}
            />
          ) : (
            <MissingServiceItem
              key={id}
              onRemove={() => remove(id, 'a service we no longer list')}
            />
          ),
        )}
      </ul>
    );
  }

  return (
    <div className="web-my-list">
      <div className="web-my-list__screen-only">
        <PageHeader
          title="My list"
          intro="The services you saved, with their phone numbers and links. You can print your list or send it to yourself."
        />

        <section className="web-my-list__keeping" aria-labelledby="my-list-keeping-title">
          <h2 id="my-list-keeping-title" className="web-my-list__title">
            Where your list is kept
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
          />
        </section>
      </div>

      <section className="web-my-list__list" aria-labelledby={LIST_TITLE_ID}>
        <h2 id={LIST_TITLE_ID} ref={listTitle} tabIndex={-1} className="web-my-list__title">
          My list
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
            Print or send your list
          </h2>
          <p>
            The message is written on this device. Your own text or email app opens with it, and you
            choose who gets it. Harbor sends nothing.
          </p>
          <ul className="web-my-list__buttons">
            <li>
              <button
                type="button"
                className="harbor-button harbor-button--primary"
                onClick={() => window.print()}
              >
                Print my list
              </button>
            </li>
            <li>
              <a className="harbor-button harbor-button--secondary" href={smsShareHref(text)}>
                Send by text message
              </a>
            </li>
            <li>
              <a className="harbor-button harbor-button--secondary" href={mailtoShareHref(text)}>
                Send by email
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
