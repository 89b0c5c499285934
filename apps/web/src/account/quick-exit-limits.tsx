import '../info/info-pages.css';
import { RouterLink } from '../shared/router-link';
import { STAYING_SAFE_ONLINE_PATH } from '../info/staying-safe-online-path';
import { CLEAR_DEVICE_PATH } from './clear-this-device';

/**
 * What Quick exit and "Clear this device" cannot do, said where they are (the "Clear this device"
 * page, /get-help, sign-in): someone who is being watched needs to know the limits, not only the
 * promise.
 */
export function QuickExitLimits() {
  return (
    <div className="web-info-callout">
      <p>
        <strong>What Quick exit and clearing can&apos;t do:</strong>
      </p>
      <ul className="web-prose">
        <li>
          Your browser&apos;s history still lists the Harbor pages you opened. Delete them there, or
          use a private window next time.
        </li>
        <li>
          Back can still show Harbor pages you opened before in this tab. Quick exit only swaps the
          page you were on.
        </li>
        <li>
          If someone checks your phone, they can also see your call and text log. Calls and texts to
          a help line show there.
        </li>
      </ul>
      <p>
        More on <RouterLink href={STAYING_SAFE_ONLINE_PATH}>staying safe online</RouterLink>.
      </p>
    </div>
  );
}

/**
 * The same, folded away where it helps but is not the point of the page (/get-help, sign-in),
 * with the way to remove what Harbor keeps.
 */
export function DeviceSafetyDetails() {
  return (
    <details className="web-device-safety">
      <summary>Using a phone or computer someone else checks?</summary>
      <QuickExitLimits />
      <p className="web-prose">
        Quick exit and <RouterLink href={CLEAR_DEVICE_PATH}>Clear this device</RouterLink> remove
        what Harbor keeps in this browser: what you typed, your check-in answers and your sign-in.
      </p>
    </details>
  );
}
