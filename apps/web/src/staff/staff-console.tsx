/**
 * The team's console's frame (issue 26): a small nav of the console's pages, who is signed in
 * and with which role, a sign-out, and the page's heading. Every console page renders inside it:
 * `<StaffConsole title="Inbox">{(staff) => …}</StaffConsole>`. Inside the console
 * (src/staff/pages/console.tsx) the gate has already let the staff member in; anywhere else
 * (a test, a story) it asks `StaffGate` itself.
 */
import { useAuth } from '@harbor-help/auth';
import { PageHeader } from '@harbor-help/ui';
import { createContext, useContext, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { usePageTitle } from '../app/use-page-title';
import { StaffGate, type StaffMember } from './staff-gate';

/** The console's pages, in the nav's order. */
export const STAFF_NAV = [
  { label: 'Inbox', href: '/staff' },
  { label: 'Members', href: '/staff/members' },
  { label: 'Money', href: '/staff/money' },
  { label: 'Audit', href: '/staff/audit' },
  { label: 'Team', href: '/staff/team' },
  { label: 'Safety protocol', href: '/staff/safety-protocol' },
] as const;

/** The staff member the console's gate let in (null outside the console). */
export const StaffMemberContext = createContext<StaffMember | null>(null);

export interface StaffConsoleProps {
  /** The page's one heading (and its title: "<title> · Team console"). */
  title: string;
  intro?: ReactNode;
  children: (staff: StaffMember) => ReactNode;
}

export function StaffConsole({ title, intro, children }: StaffConsoleProps) {
  const known = useContext(StaffMemberContext);
  if (known)
    return (
      <ConsoleFrame staff={known} title={title} intro={intro}>
        {children(known)}
      </ConsoleFrame>
    );
  return (
    <StaffGate>
      {(staff) => (
        <ConsoleFrame staff={staff} title={title} intro={intro}>
          {children(staff)}
        </ConsoleFrame>
      )}
    </StaffGate>
  );
}

function ConsoleFrame({
  staff,
  title,
  intro,
  children,
}: {
  staff: StaffMember;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(`${title} · Team console`);
  const { signOut } = useAuth();
  return (
    <div className="staff-console">
      <div className="staff-console__bar">
        <nav className="staff-console__nav" aria-label="Team console">
          <ul>
            {STAFF_NAV.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} end>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="staff-console__who">
          Signed in as <strong>{staff.email}</strong> ({staff.role}){' '}
          <button type="button" className="harbor-link-button" onClick={() => void signOut()}>
            Sign out
          </button>
        </p>
      </div>
      <PageHeader title={title} intro={intro} />
      {children}
    </div>
  );
}
