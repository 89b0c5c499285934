/** /staff — the team's inbox (issue 26): contact messages, wrong-fact reports, stories, partner applications. */
import { StaffConsole } from '../staff-console';

export default function StaffInboxPage() {
  return (
    <StaffConsole title="Inbox">
      {() => <p>Messages, reports, stories and partner applications will be listed here.</p>}
    </StaffConsole>
  );
}
