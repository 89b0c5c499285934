import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUDIT_ADMINS_ONLY, AuditView } from './audit-view';
import * as data from './console.data';
import { MembersView } from './members-view';
import { MoneyView } from './money-view';
import { TEAM_ADMINS_ONLY, TeamView } from './team-view';

vi.mock('@harbor-help/auth', () => import('../shared/test/mock-auth'));
vi.mock('./console.data', async (importActual) => {
  const actual = await importActual<typeof data>();
  return {
    ...actual,
    findMembers: vi.fn(),
    readMember: vi.fn(),
    grantComp: vi.fn(),
    endComp: vi.fn(),
    readMoneyByMonth: vi.fn(),
    exportCsv: vi.fn(),
    readAuditLog: vi.fn(),
    readTeam: vi.fn(),
    addEditor: vi.fn(),
    removeEditor: vi.fn(),
  };
});

const mocked = vi.mocked(data);
const USER_ID = '11111111-1111-4111-8111-111111111111';

function member(overrides: Partial<data.MemberDetail> = {}): data.MemberDetail {
  return {
    user_id: USER_ID,
    email: 'ana@example.test',
    full_name: 'Ana',
    created_at: '2026-01-02T10:00:00Z',
    stripe_customer_id: null,
    memberships: [],
    hardship: {
      count: 1,
      grants: [{ granted_at: '2026-02-01T00:00:00Z', ends_at: '2026-05-02T00:00:00Z' }],
    },
    ...overrides,
  };
}

async function axeViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map(
    (violation) => `${violation.id} ${violation.nodes.map((n) => n.html).join(' | ')}`,
  );
}

beforeEach(() => {
  mocked.findMembers.mockResolvedValue({
    ok: true,
    data: [
      {
        user_id: USER_ID,
        email: 'ana@example.test',
        full_name: 'Ana',
        created_at: '2026-01-02T10:00:00Z',
        tier: null,
        source: null,
        is_active: null,
        start_date: null,
        end_date: null,
      } as unknown as data.MemberMatch,
    ],
  });
});

describe('MembersView', () => {
  it('finds a member by email and shows their details, focus on their name', async () => {
    mocked.readMember.mockResolvedValue({
      ok: true,
      data: member({
        stripe_customer_id: 'cus_Abc123',
        memberships: [
          {
            id: 'm1',
            tier: 'premium',
            source: 'stripe',
            is_active: true,
            start_date: '2026-01-03T00:00:00Z',
            end_date: null,
            created_at: '2026-01-03T00:00:00Z',
            comp: null,
            stripe_customer_id: 'cus_Abc123',
            stripe_status: 'active',
          },
        ],
      }),
    });
    const user = userEvent.setup();
    const { container } = render(<MembersView role="editor" />);
    await user.type(screen.getByLabelText(/Email address, or part of it/), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(mocked.findMembers).toHaveBeenCalledWith(undefined, 'ana@');
    const heading = await screen.findByRole('heading', { name: 'ana@example.test', level: 2 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('1 account matches.')).toHaveAttribute('role', 'status');
    expect(
      screen.getByRole('link', { name: /Open this customer in the Stripe dashboard/ }),
    ).toHaveAttribute('href', 'https://dashboard.stripe.com/customers/cus_Abc123');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('cell', { name: 'Paid (Stripe)' })).toBeInTheDocument();
    // A paid member is changed in Stripe, not given a comp.
    expect(screen.queryByRole('button', { name: /Grant complimentary/ })).toBeNull();
    expect(screen.getByText(/change their plan in the Stripe dashboard/i)).toBeInTheDocument();
    // An editor sees hardship grants as a count and dates, and is told the reasons are for admins.
    expect(
      screen.getByText(/1 grant\. What members wrote is shown to admins only\./),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows an admin what the member wrote for a hardship grant', async () => {
    mocked.readMember.mockResolvedValue({
      ok: true,
      data: member({
        hardship: {
          count: 1,
          grants: [
            {
              granted_at: '2026-02-01T00:00:00Z',
              ends_at: '2026-05-02T00:00:00Z',
              reason: 'Rent went up',
            },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    render(<MembersView role="admin" />);
    await user.type(screen.getByLabelText(/Email address/), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(/Rent went up/)).toBeInTheDocument();
  });

  it('grants a comp with a tier, an end date and a reason, and asks for a missing reason', async () => {
    mocked.readMember.mockResolvedValue({ ok: true, data: member() });
    mocked.grantComp.mockResolvedValue({ ok: true, data: { id: 'c1' } });
    const user = userEvent.setup();
    render(<MembersView role="editor" />);
    await user.type(screen.getByLabelText(/Email address/), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const grant = await screen.findByRole('button', { name: 'Grant complimentary membership' });
    await user.click(grant);
    const reason = screen.getByRole('textbox', { name: /Reason/ });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription(/Say why this membership is given/);
    expect(mocked.grantComp).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: /Tier/ }), 'vip');
    await user.clear(screen.getByLabelText(/Ends on/));
    await user.type(screen.getByLabelText(/Ends on/), '2099-12-31');
    await user.type(reason, 'Volunteer of the year');
    await user.click(grant);
    expect(mocked.grantComp).toHaveBeenCalledWith(undefined, {
      userId: USER_ID,
      tier: 'vip',
      endsAt: new Date('2099-12-31T23:59:59').toISOString(),
      reason: 'Volunteer of the year',
    });
    expect(
      await screen.findByText(/Complimentary VIP granted until Dec 31, 2099\./),
    ).toBeInTheDocument();
  });

  it('ends a running comp', async () => {
    mocked.readMember.mockResolvedValue({
      ok: true,
      data: member({
        memberships: [
          {
            id: 'comp-1',
            tier: 'premium',
            source: 'manual',
            is_active: true,
            start_date: '2026-01-03T00:00:00Z',
            end_date: '2099-01-03T00:00:00Z',
            created_at: '2026-01-03T00:00:00Z',
            comp: { reason: 'Speaker', granted_at: '2026-01-03T00:00:00Z', ended_at: null },
            stripe_customer_id: null,
            stripe_status: null,
          },
        ],
      }),
    });
    mocked.endComp.mockResolvedValue({ ok: true, data: { id: 'comp-1' } });
    const user = userEvent.setup();
    render(<MembersView role="editor" />);
    await user.type(screen.getByLabelText(/Email address/), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('cell', { name: 'Reason: Speaker' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'End complimentary membership now' }));
    expect(mocked.endComp).toHaveBeenCalledWith(undefined, 'comp-1');
    expect(await screen.findByText(/The complimentary membership has ended/)).toBeInTheDocument();
  });

  it('says so when the search fails', async () => {
    mocked.findMembers.mockResolvedValue({
      ok: false,
      error: {
        kind: 'invalid',
        message: 'Type at least 3 characters of the email',
        status: 400,
        code: '22023',
      },
    });
    const user = userEvent.setup();
    render(<MembersView role="editor" />);
    await user.type(screen.getByLabelText(/Email address/), 'an');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText(/Type at least 3 characters/)).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('MoneyView', () => {
  it('shows the money by month and offers the three CSV downloads', async () => {
    mocked.readMoneyByMonth.mockResolvedValue({
      ok: true,
      data: [
        { month: '2026-03', kind: 'donations', currency: 'usd', count: 2, amount_cents: 3500 },
        {
          month: '2026-03',
          kind: 'subscriptions started',
          currency: null,
          count: 4,
          amount_cents: null,
        },
      ] as data.MoneyRow[],
    });
    const { container } = render(<MoneyView />);
    const row = await screen.findByRole('row', { name: /March 2026 Donations 2 \$35\.00/ });
    expect(row).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Paid memberships started 4 —/ })).toBeInTheDocument();
    for (const name of ['donations', 'orders', 'newsletter subscribers']) {
      expect(screen.getByRole('button', { name: `Download ${name} (CSV)` })).toBeInTheDocument();
    }
    expect(await axeViolations(container)).toEqual([]);
  });

  it('tells the staff member when an export is refused', async () => {
    mocked.readMoneyByMonth.mockResolvedValue({ ok: true, data: [] });
    mocked.exportCsv.mockResolvedValue({
      ok: false,
      error: { kind: 'forbidden', message: 'Please sign in again.', status: 403, code: null },
    });
    const user = userEvent.setup();
    render(<MoneyView />);
    await user.click(screen.getByRole('button', { name: 'Download orders (CSV)' }));
    expect(mocked.exportCsv).toHaveBeenCalledWith(undefined, 'orders');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in again.');
  });
});

describe('AuditView', () => {
  it('tells an editor the trail is for admins, and reads nothing', () => {
    render(<AuditView role="editor" />);
    expect(screen.getByText(AUDIT_ADMINS_ONLY)).toBeInTheDocument();
    expect(mocked.readAuditLog).not.toHaveBeenCalled();
  });

  it('shows an admin who did what, to which item, when, with before and after', async () => {
    mocked.readAuditLog.mockResolvedValue({
      ok: true,
      data: [
        {
          id: 2,
          at: '2026-03-01T10:00:00Z',
          actor_id: 'a',
          actor_email: 'staff@harbor.test',
          action: 'comp.end',
          item_type: 'membership',
          item_id: 'comp-1',
          before: { is_active: true },
          after: { is_active: false },
        },
      ],
    });
    const { container } = render(<AuditView role="admin" />);
    const row = await screen.findByRole('row', {
      name: /staff@harbor\.test Ended a complimentary membership membership comp-1/,
    });
    expect(within(row).getByText('Before and after')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('TeamView', () => {
  const team = [
    { user_id: 'a', email: 'staff@harbor.test', role: 'admin', added_at: '2026-01-01T00:00:00Z' },
    { user_id: 'e', email: 'ed@example.test', role: 'editor', added_at: '2026-01-02T00:00:00Z' },
  ] as data.TeamMember[];

  it('lets an admin add and remove editors', async () => {
    mocked.readTeam.mockResolvedValue({ ok: true, data: team });
    mocked.addEditor.mockResolvedValue({ ok: true, data: null });
    mocked.removeEditor.mockResolvedValue({ ok: true, data: null });
    const user = userEvent.setup();
    const { container } = render(<TeamView role="admin" />);
    await user.click(await screen.findByRole('button', { name: 'Remove ed@example.test' }));
    expect(mocked.removeEditor).toHaveBeenCalledWith(undefined, 'e');
    expect(await screen.findByText('ed@example.test is no longer staff.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'new@example.test');
    await user.click(screen.getByRole('button', { name: 'Add editor' }));
    expect(mocked.addEditor).toHaveBeenCalledWith(undefined, 'new@example.test');
    expect(await screen.findByText('new@example.test is now an editor.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows an editor the team without the controls', async () => {
    mocked.readTeam.mockResolvedValue({ ok: true, data: team });
    render(<TeamView role="editor" />);
    expect(await screen.findByRole('rowheader', { name: 'ed@example.test' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getByText(TEAM_ADMINS_ONLY)).toBeInTheDocument();
  });
});
