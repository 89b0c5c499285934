import { useAuth } from '@harbor-help/auth';
import type { ClearDeviceReport } from '@harbor-help/device-storage';
import { PageHeader, Section, SubmissionForm, useFormSubmission } from '@harbor-help/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { clearEverything } from '../clearing';
import { QuickExitLimits } from '../quick-exit-limits';
import { DeviceDataList } from '../device-data-list';
import { usePageMeta } from '../../app/use-page-title';
import { useSharedComputerMode } from '../use-shared-computer-mode';
import '@harbor-help/ui/forms.css';
import '../../info/info-pages.css';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What was removed, in plain words. */
function removedSummary(report: ClearDeviceReport): string {
  const parts = [plural(report.keys.length, 'saved item', 'saved items')];
  if (report.caches.length > 0)
    parts.push(plural(report.caches.length, 'offline copy', 'offline copies'));
  if (report.serviceWorkers > 0)
    parts.push(plural(report.serviceWorkers, 'background helper', 'background helpers'));
  if (report.databases.length > 0)
    parts.push(plural(report.databases.length, 'browser database', 'browser databases'));
  return `Removed: ${parts.join(', ')}.`;
}

function Cleared({ report, signedOut }: { report: ClearDeviceReport; signedOut: boolean }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div className="web-notice">
      <h2 ref={headingRef} tabIndex={-1} className="web-notice__title">
        Harbor&apos;s data is gone from this device
      </h2>
      <p>
        {signedOut ? 'You are signed out. ' : ''}
        {removedSummary(report)}
      </p>
      <p>
        If you keep using Harbor in this browser, it will start keeping a few of these again. To
        keep nothing, close this tab now.
      </p>
    </div>
  );
}

function ClearButton({
  onCleared,
}: {
  onCleared: (report: ClearDeviceReport, signedOut: boolean) => void;
}) {
  const { status, signOut } = useAuth();
  const form = useFormSubmission<
    Record<string, never>,
    { report: ClearDeviceReport; signedIn: boolean }
  >({
    initialValues: {},
    submit: async () => {
      // Sign out first: ending the session everywhere needs the session this clears.
      const signedIn = status !== 'signed-out';
      if (signedIn) await signOut();
      return { ok: true, data: { report: await clearEverything(), signedIn } };
    },
    onSuccess: ({ report, signedIn }) => onCleared(report, signedIn),
    resetOnSuccess: false,
  });

  return (
    // Clearing works offline: no connection notice.
    <SubmissionForm
      form={form}
      action="Clearing this device"
      needsConnection={false}
      submit={{
        label: "Clear Harbor's data from this device",
        pendingLabel: 'Clearing…',
        className: 'harbor-form__submit',
      }}
    >
      <p className="web-prose">
        This removes everything listed above from this browser and signs you out on every device. It
        cannot be undone.
      </p>
    </SubmissionForm>
  );
}

/** /clear-device — what Harbor keeps on this device, and one button that removes all of it. */
export default function ClearDevicePage() {
  usePageMeta({
    title: 'Clear this device',
    description:
      'Everything Harbor keeps in this browser, in plain words, and one button that removes all of it and signs you out.',
  });
  const sharedComputer = useSharedComputerMode();
  const [cleared, setCleared] = useState<{ report: ClearDeviceReport; signedOut: boolean } | null>(
    null,
  );

  return (
    <>
      <PageHeader
        title="Clear this device"
        intro="Harbor keeps a few things in this browser so the site works and remembers your place. Here is every one of them, and one button that removes them all."
      />
      {cleared ? <Cleared report={cleared.report} signedOut={cleared.signedOut} /> : null}
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
        <ClearButton onCleared={(report, signedOut) => setCleared({ report, signedOut })} />
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
