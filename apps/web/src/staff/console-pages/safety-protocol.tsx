/**
 * /staff/safety-protocol — what to do with an item the safety screen marked as a possible danger
 * (issue 27): docs/safety-protocol.md, compiled to sanitized HTML at build time
 * (build/safety-protocol-plugin.ts). The inbox links here from every such item.
 */
import { html } from 'virtual:harbor-safety-protocol';
import { StaffConsole } from '../staff-console';

export const SAFETY_PROTOCOL_PATH = '/staff/safety-protocol';

export default function StaffSafetyProtocolPage() {
  return (
    <StaffConsole title="Safety protocol">
      {() => (
        // Sanitized at build time from the repository's own docs/safety-protocol.md.
        <div className="web-prose staff-protocol" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </StaffConsole>
  );
}
