/** /staff/team — the staff, and for admins, adding and removing editors (issue 26). */
import { StaffConsole } from '../staff-console';
import { TeamView } from '../team-view';

export default function StaffTeamPage() {
  return <StaffConsole title="Team">{(staff) => <TeamView role={staff.role} />}</StaffConsole>;
}
