import '../info/info-pages.css';

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
    </div>
  );
}
