import { describe, expect, it } from 'vitest';
import { AGENTS_SCREEN_TEXT, type AgentListItem } from '@vozimo/contract';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { insertRoleCast, insertUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { insertTrip } from '../../../test/trip-factories.ts';

const setup = useAppWithCast();

describe('GET /api/agents/', () => {
  it("shows an agency admin its agency's agents (itself included) with their figures, never another agency's", async () => {
    const { agency, users } = setup.cast;
    const foreign = await insertRoleCast(setup.db);
    const fees: number[] = [];
    for (const status of ['draft', 'pending_payment', 'confirmed', 'completed', 'completed', 'canceled', 'no_show'] as const) {
      const trip = await insertTrip(setup.db, { status, agencyId: agency.id, agentUserId: users.agent.id });
      if (status === 'completed') fees.push(trip.agencyFeeCents);
    }
    // The last booking counts quotes (drafts) too: this one is the newest.
    const newest = await insertTrip(setup.db, { status: 'draft', agencyId: agency.id, agentUserId: users.agent.id, createdAt: new Date('2031-01-02T03:04:05Z') });
    await insertTrip(setup.db, { status: 'completed', agencyId: foreign.agency.id, agentUserId: foreign.users.agent.id });

    const res = await (await setup.signedIn('agencyAdmin')).request('GET', '/api/agents/');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<AgentListItem[]>();
    expect(list.map((a) => a.agent_id).sort()).toEqual([users.agencyAdmin.id, users.agent.id].sort());
    expect(list.find((a) => a.agent_id === users.agent.id)).toEqual({
      agent_id: users.agent.id,
      agent_name: `${users.agent.firstName} ${users.agent.lastName}`,
      email: users.agent.email,
      last_login: null,
      is_agency_admin: false,
      is_active: true,
      is_self: false,
      agency: agency.id,
      agency__name: agency.name,
      stats: {
        pending_trips: 1,
        confirmed_trips: 1,
        completed_trips: 2,
        canceled_trips: 2,
        revenue: fees[0]! + fees[1]!,
        last_created_trip_at: newest.createdAt.toISOString(),
      },
    });
    const admin = list.find((a) => a.agent_id === users.agencyAdmin.id)!;
    expect(admin).toMatchObject({ is_agency_admin: true, is_self: true, stats: { pending_trips: 0, revenue: 0, last_created_trip_at: null } });
    expect(admin.last_login).not.toBeNull();
  });

  it('shows staff every agency, or the one asked for; a plain agent and drivers get 403', async () => {
    const foreign = await insertRoleCast(setup.db);
    const staff = await setup.signedIn('staff');
    const all = (await staff.request('GET', '/api/agents/')).json<AgentListItem[]>();
    expect(all.map((a) => a.agency)).toEqual(expect.arrayContaining([setup.cast.agency.id, foreign.agency.id]));
    const one = (await staff.request('GET', `/api/agents/?agency=${foreign.agency.id}`)).json<AgentListItem[]>();
    expect(one.map((a) => a.agent_id).sort()).toEqual([foreign.users.agencyAdmin.id, foreign.users.agent.id].sort());
    for (const role of ['agent', 'driverAdmin', 'driver'] as const) {
      expect((await (await setup.signedIn(role)).request('GET', '/api/agents/')).statusCode).toBe(403);
    }
  });
});

describe('POST /api/set_agent_active/{agentId}/', () => {
  it('deactivates an agent, who then cannot sign in and whose open session ends; reactivating lets it back', async () => {
    const agent = await insertUser(setup.db, { isAgent: true, agencyId: setup.cast.agency.id, firstName: 'Gone' });
    const agentBrowser = new HttpSession(setup.app, { ip: '10.91.0.1' });
    expect((await agentBrowser.signIn(agent.username)).statusCode).toBe(200);
    const admin = await setup.signedIn('agencyAdmin');

    const off = await admin.request('POST', `/api/set_agent_active/${agent.id}/`, { is_active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<AgentListItem>()).toMatchObject({ agent_id: agent.id, is_active: false });
    expect((await agentBrowser.request('GET', '/api/trips/')).statusCode).toBe(401);
    const refused = await new HttpSession(setup.app, { ip: '10.91.0.2' }).request('POST', '/api/auth/', { username: agent.username, password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(400);

    const on = await admin.request('POST', `/api/set_agent_active/${agent.id}/`, { is_active: true });
    expect(on.json<AgentListItem>()).toMatchObject({ is_active: true });
    // The session was ended, not merely refused while inactive: reactivating does not bring it back.
    expect((await agentBrowser.request('GET', '/api/trips/')).statusCode).toBe(401);
    expect((await new HttpSession(setup.app, { ip: '10.91.0.3' }).signIn(agent.username)).statusCode).toBe(200);
  });

  it("refuses an admin's own deactivation, and another agency's agent is not found", async () => {
    const { users } = setup.cast;
    const foreign = await insertRoleCast(setup.db);
    const admin = await setup.signedIn('agencyAdmin');
    const self = await admin.request('POST', `/api/set_agent_active/${users.agencyAdmin.id}/`, { is_active: false });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ detail: AGENTS_SCREEN_TEXT.selfDeactivate });
    const other = await admin.request('POST', `/api/set_agent_active/${foreign.users.agent.id}/`, { is_active: false });
    expect(other.statusCode).toBe(404);
    const plain = await setup.signedIn('agent');
    expect((await plain.request('POST', `/api/set_agent_active/${users.agent.id}/`, { is_active: false })).statusCode).toBe(403);
    // Staff may deactivate any agency's agent.
    const staff = await setup.signedIn('staff');
    expect((await staff.request('POST', `/api/set_agent_active/${foreign.users.agent.id}/`, { is_active: false })).json()).toMatchObject({ is_active: false });
  });
});
