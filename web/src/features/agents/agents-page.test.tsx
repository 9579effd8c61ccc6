import { screen, waitFor, within } from '@testing-library/react';
import { AGENTS_SCREEN_TEXT, INVITATION_MESSAGES, type AgencyAdmin, type AgentListItem, type Invitation } from '@vozimo/contract';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders } from '../../test/render-with-providers.tsx';
import { AgentsPage } from './agents-page.tsx';

const agencyAdmin = makeUser({ is_agent: true, is_agency_admin: true });
const staff = makeUser({ is_staff: true });

function makeAgency(values: Partial<AgencyAdmin> = {}): AgencyAdmin {
  return {
    agency_id: 3,
    name: 'Adriatic Travel',
    commission_percent: 10,
    email: '',
    phone: '',
    address: '',
    vat: '',
    is_active: true,
    agents_count: 2,
    admins_count: 1,
    created_at: '2026-11-01T10:00:00Z',
    ...values,
  };
}

function makeAgent(values: Partial<AgentListItem> = {}): AgentListItem {
  return {
    agent_id: 7,
    agent_name: 'Ivo Ivić',
    email: 'ivo@example.com',
    last_login: null,
    is_agency_admin: false,
    is_active: true,
    is_self: false,
    agency: 3,
    agency__name: 'Adriatic Travel',
    stats: { pending_trips: 0, confirmed_trips: 0, completed_trips: 0, canceled_trips: 0, revenue: 0, last_created_trip_at: null },
    ...values,
  };
}

function makeInvitation(values: Partial<Invitation> = {}): Invitation {
  return {
    invitation_id: 41,
    role: 'agent',
    email: 'mia@example.com',
    first_name: 'Mia',
    last_name: 'Novak',
    driver_id: null,
    grants_admin: false,
    status: 'pending',
    created_at: '2026-11-20T10:00:00Z',
    expires_at: '2026-11-27T10:00:00Z',
    invited_by: 'Ana Horvat',
    ...values,
  };
}

interface Sent {
  url: string;
  body: unknown;
}

/** Answers GET /api/agents/, /api/invitations/ and staff's agencies from `lists`, and every POST with `post`. */
function stubApi(lists: { agents: AgentListItem[] | 'fail'; invitations?: Invitation[]; agencies?: AgencyAdmin[] }, post: (url: string, body: unknown) => Response = () => jsonResponse({})) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if ((init?.method ?? 'GET') === 'GET') {
        if (url === '/api/agents/') return lists.agents === 'fail' ? jsonResponse({ detail: 'Down.' }, 500) : jsonResponse(lists.agents);
        if (url === '/api/invitations/?role=agent') return jsonResponse(lists.invitations ?? []);
        if (url === '/api/admin/agencies/?limit=100') return jsonResponse({ items: lists.agencies ?? [], count: lists.agencies?.length ?? 0 });
        throw new Error(`unexpected call ${url}`);
      }
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
      sent.push({ url, body });
      return post(url, body);
    }),
  );
  return sent;
}

describe('AgentsPage', { timeout: 15_000 }, () => {
  it('lists the agents with their figures, badges and Trips bar, and no Deactivate on the admin’s own row', async () => {
    stubApi({
      agents: [
        makeAgent({ agent_id: 1, agent_name: 'Ana Horvat', is_agency_admin: true, is_self: true, last_login: '2026-11-23T08:05:00Z' }),
        makeAgent({
          stats: { pending_trips: 2, confirmed_trips: 1, completed_trips: 0, canceled_trips: 0, revenue: 123456, last_created_trip_at: '2026-11-22T13:00:00Z' },
        }),
        makeAgent({ agent_id: 9, agent_name: 'Petra Gone', is_active: false }),
      ],
    });
    renderWithProviders(<AgentsPage />, { user: agencyAdmin });

    const ana = (await screen.findByText('Ana Horvat', { selector: 'p' })).closest('tr')!;
    expect(within(ana).getByText('Agency admin')).toBeTruthy();
    // Zagreb time, one hour ahead of UTC in November.
    expect(within(ana).getByText('November 23, 2026, 09:05')).toBeTruthy();
    expect(within(ana).queryByRole('button')).toBeNull();
    expect(within(ana).queryByRole('progressbar')).toBeNull();

    const ivo = screen.getByText('Ivo Ivić').closest('tr')!;
    expect(within(ivo).getByText('€1,234.56')).toBeTruthy();
    expect(within(ivo).getByText('November 22, 2026, 14:00')).toBeTruthy();
    expect(within(ivo).getByText('—')).toBeTruthy();
    expect(within(ivo).getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-label'))).toEqual(['2 pending', '1 confirmed']);
    expect(within(ivo).getByRole('button', { name: 'Deactivate Ivo Ivić' })).toBeTruthy();

    const petra = screen.getByText('Petra Gone').closest('tr')!;
    expect(within(petra).getByText('Inactive')).toBeTruthy();
    expect(within(petra).getByRole('button', { name: 'Reactivate Petra Gone' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Agency' })).toBeNull();
  });

  it('says the empty sentence, and the Bummer alert when the list fails', async () => {
    stubApi({ agents: [] });
    const first = renderWithProviders(<AgentsPage />, { user: agencyAdmin });
    expect(await screen.findByText(AGENTS_SCREEN_TEXT.empty)).toBeTruthy();
    first.unmount();

    stubApi({ agents: 'fail' });
    renderWithProviders(<AgentsPage />, { user: agencyAdmin });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Bummer')).toBeTruthy();
    expect(within(alert).getByText(AGENTS_SCREEN_TEXT.loadFailed)).toBeTruthy();
  });

  it('deactivates an agent after asking', async () => {
    const sent = stubApi({ agents: [makeAgent()] }, () => jsonResponse(makeAgent({ is_active: false })));
    const { events } = renderWithProviders(<AgentsPage />, { user: agencyAdmin });
    await events.click(await screen.findByRole('button', { name: 'Deactivate Ivo Ivić' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ivo Ivić?' });
    expect(sent).toEqual([]);
    await events.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(sent).toEqual([{ url: '/api/set_agent_active/7/', body: { is_active: false } }]));
  });

  it('invites an agent with the checked fields, and resends or revokes a pending invitation', async () => {
    const sent = stubApi({ agents: [makeAgent()], invitations: [makeInvitation(), makeInvitation({ invitation_id: 42, status: 'accepted', first_name: 'Done' })] }, () =>
      jsonResponse(makeInvitation({ invitation_id: 43, email: 'luka@example.com' })),
    );
    const { events } = renderWithProviders(<AgentsPage />, { user: agencyAdmin });
    const form = await screen.findByRole('form', { name: 'Invite agent' });

    await events.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(INVITATION_MESSAGES.firstName)).toBeTruthy();
    expect(within(form).getByText(INVITATION_MESSAGES.lastName)).toBeTruthy();
    expect(within(form).getByText(INVITATION_MESSAGES.email)).toBeTruthy();
    expect(sent).toEqual([]);

    await events.type(within(form).getByRole('textbox', { name: 'First name' }), 'Luka');
    await events.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Babić');
    await events.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'luka@example.com');
    await events.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { url: '/api/invitations/', body: { role: 'agent', first_name: 'Luka', last_name: 'Babić', email: 'luka@example.com', agency_id: null, grants_admin: false } },
      ]),
    );

    const pending = screen.getByRole('list', { name: 'Pending invitations' });
    expect(within(pending).getAllByRole('listitem')).toHaveLength(1);
    await events.click(within(pending).getByRole('button', { name: 'Resend the invitation to Mia Novak' }));
    await events.click(within(pending).getByRole('button', { name: 'Revoke the invitation to Mia Novak' }));
    await waitFor(() => expect(sent.slice(1).map((call) => call.url)).toEqual(['/api/invitations/41/resend/', '/api/invitations/41/revoke/']));
  });

  it("lets staff invite an agency admin into an agency that has no agents yet", async () => {
    const sent = stubApi(
      {
        agents: [makeAgent()],
        agencies: [makeAgency({ agency_id: 3, name: 'Adriatic Travel' }), makeAgency({ agency_id: 12, name: 'Brand New Tours', agents_count: 0, admins_count: 0 }), makeAgency({ agency_id: 13, name: 'Closed Ltd', is_active: false })],
      },
      () => jsonResponse(makeInvitation({ invitation_id: 44, email: 'lea@example.com', grants_admin: true })),
    );
    const { events } = renderWithProviders(<AgentsPage />, { user: staff });
    const form = await screen.findByRole('form', { name: 'Invite agent' });
    await events.type(within(form).getByRole('textbox', { name: 'First name' }), 'Lea');
    await events.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Babić');
    await events.type(within(form).getByRole('textbox', { name: 'E-mail' }), 'lea@example.com');
    await events.click(within(form).getByRole('combobox', { name: 'Agency' }));
    const brandNew = await screen.findByRole('option', { name: 'Brand New Tours' });
    // Every active agency, also one without agents; not an inactive one.
    expect(screen.getByRole('option', { name: 'Adriatic Travel' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Closed Ltd' })).toBeNull();
    await events.click(brandNew);
    await events.click(within(form).getByRole('checkbox', { name: /Agency admin/ }));
    await events.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { url: '/api/invitations/', body: { role: 'agent', first_name: 'Lea', last_name: 'Babić', email: 'lea@example.com', agency_id: 12, grants_admin: true } },
      ]),
    );
  });
});
