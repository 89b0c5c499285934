/** /staff/members — find a member by email, their memberships, and complimentary memberships (issue 26). */
import { MembersView } from '../members-view';
import { StaffConsole } from '../staff-console';

export default function StaffMembersPage() {
  return (
    <StaffConsole
      title="Members"
      intro="Find an account by its email. Card details are never shown here: paid plans link to Stripe."
    >
      {(staff) => <MembersView role={staff.role} />}
    </StaffConsole>
  );
}
