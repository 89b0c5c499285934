/** /staff/audit — the audit trail of every staff action, for admins (issue 26). */
import { AuditView } from '../audit-view';
import { StaffConsole } from '../staff-console';

export default function StaffAuditPage() {
  return (
    <StaffConsole
      title="Audit"
      intro="Every staff action: who, what, which item and when. Nobody can edit or delete it."
    >
      {(staff) => <AuditView role={staff.role} />}
    </StaffConsole>
  );
}
