/**
 * /staff/safety-protocol — what to do with an item the safety screen marked as a possible danger
 * (issue 27): docs/safety-protocol.md, compiled to sanitized HTML at build time
 * (build/safety-protocol-plugin.ts). The inbox links here from every such item. The text is a
 * chunk of its own, so the console's other pages do not carry it.
 */
import { lazy, Suspense } from 'react';
import { StaffConsole } from '../staff-console';

export const SAFETY_PROTOCOL_PATH = '/staff/safety-protocol';

const ProtocolText = lazy(() =>
  import('virtual:harbor-safety-protocol').then(({ html }) => ({
    default: function ProtocolHtml() {
      // Sanitized at build time from the repository's own docs/safety-protocol.md.
      return (
        <div className="web-prose staff-protocol" dangerouslySetInnerHTML={{ __html: html }} />
      );
    },
  })),
);

export default function StaffSafetyProtocolPage() {
  return (
    <StaffConsole title="Safety protocol">
      {() => (
        <Suspense fallback={<p role="status">Loading the protocol…</p>}>
          <ProtocolText />
        </Suspense>
      )}
    </StaffConsole>
  );
}
