/** /staff/money — money by month and the CSV exports (issue 26). */
import { MoneyView } from '../money-view';
import { StaffConsole } from '../staff-console';

export default function StaffMoneyPage() {
  return <StaffConsole title="Money">{() => <MoneyView />}</StaffConsole>;
}
