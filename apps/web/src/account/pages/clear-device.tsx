import { PageHeader, Section } from '@harbor-help/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ClearButton,
  Cleared,
  type ClearDeviceWords,
  type ClearedResult,
} from '../clear-device-form';
import { QuickExitLimits } from '../quick-exit-limits';
import { DeviceDataList } from '../device-data-list';
import { usePageMeta } from '../../app/use-page-title';
import { useSharedComputerMode } from '../use-shared-computer-mode';
import '@harbor-help/ui/forms.css';
import '../../info/info-pages.css';

/** The button and its confirmation, in English (clear-device-form.tsx). */
const WORDS: ClearDeviceWords = {
  locale: 'en',
  action: 'Clearing this device',
  submit: "Clear Harbor's data from this device",
  pending: 'Clearing…',
  warning:
    'This removes everything listed above from this browser and signs you out on every device. It cannot be undone.',
  done: "Harbor's data is gone from this device",
  signedOut: 'You are signed out.',
  removed: (parts) => `Removed: ${parts}.`,
  counts: {
    keys: { one: 'saved item', other: 'saved items' },
    caches: { one: 'offline copy', other: 'offline copies' },
    serviceWorkers: { one: 'background helper', other: 'background helpers' },
    databases: { one: 'browser database', other: 'browser databases' },
  },
  after:
    'If you keep using Harbor in this browser, it will start keeping a few of these again. To keep nothing, close this tab now.',
};

/** /clear-device — what Harbor keeps on this device, and one button that removes all of it. */
export default function ClearDevicePage() {
  usePageMeta({
    title: 'Clear this device',
    description:
      'Everything Harbor keeps in this browser, in plain words, and one button that removes all of it and signs you out.',
  });
  const sharedComputer = useSharedComputerMode();
  const [cleared, setCleared] = useState<ClearedResult | null>(null);

  return (
    <>
      <PageHeader
        title="Clear this device"
        intro="Harbor keeps a few things in this browser so the site works and remembers your place. Here is every one of them, and one button that removes them all."
      />
      {cleared ? <Cleared result={cleared} words={WORDS} /> : null}
      {sharedComputer ? (
        <div className="web-info-callout">
          <p>
            Shared-computer mode is on in this tab: nothing personal is saved on this device, and
            you will be signed out when you close the tab.
          </p>
        </div>
      ) : null}

      <Section title="What Harbor keeps on this device">
        <DeviceDataList />
        <p className="web-prose">
          None of this is sent to us. Read more on the <Link to="/privacy">privacy page</Link>.
        </p>
      </Section>

      <Section title="Remove it all">
        <ClearButton words={WORDS} onCleared={setCleared} />
        <p className="web-prose">
          You can also do this in your browser&apos;s settings: delete this site&apos;s data
          (sometimes called &ldquo;cookies and site data&rdquo;).
        </p>
      </Section>

      <Section title="Quick exit">
        <p className="web-prose">
          The Quick exit button at the top of every page, or pressing Shift three times, leaves
          Harbor at once for a weather search. On the way out it always removes everything listed
          above from this browser: what you typed, your check-in answers, that you visited before,
          and your sign-in on this device.
        </p>
        <QuickExitLimits />
      </Section>
    </>
  );
}
