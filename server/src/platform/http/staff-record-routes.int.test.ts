import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { useAppWithCast } from '../../../test/app-with-cast.ts';
import { uniqueName } from '../../../test/factories.ts';

// A back-office write declares the audit line it leaves (staffRecordRoutes puts it in the route
// table); here the real app's services are held to what their routes declare.

const setup = useAppWithCast();

function declared(method: string, url: string): readonly string[] {
  const route = setup.app.apiRoutes.find((r) => r.method === method && r.url === url);
  if (!route) throw new Error(`no route ${method} ${url}`);
  return route.audit;
}

async function writtenFor(subjectType: string, subjectId: number): Promise<string[]> {
  const rows = await setup.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectType, subjectType), eq(auditEvents.subjectId, subjectId)));
  return rows.map((row) => row.action);
}

describe('the audit line a staff route declares', () => {
  it('is the one an agency’s create, update and deactivation write', async () => {
    const staff = await setup.signedIn('staff');
    const form = { name: uniqueName('Audit Travel'), commission_percent: 10, email: '', phone: '', address: '', vat: '' };
    const created = await staff.request('POST', '/api/admin/agencies/', form);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ agency_id: number }>().agency_id;
    expect((await staff.request('POST', `/api/admin/agencies/${id}/`, { ...form, commission_percent: 11 })).statusCode).toBe(200);
    expect((await staff.request('POST', `/api/admin/agencies/${id}/set_active/`, { is_active: false })).statusCode).toBe(200);

    const [create, update, setActive] = [declared('POST', '/api/admin/agencies/'), declared('POST', '/api/admin/agencies/:agencyId/'), declared('POST', '/api/admin/agencies/:agencyId/set_active/')];
    expect([create, update, setActive]).toEqual([['agents.agency.create'], ['agents.agency.update'], ['agents.agency.activate', 'agents.agency.deactivate']]);
    expect(await writtenFor('agency', id)).toEqual(expect.arrayContaining([create[0], update[0], setActive[1]]));
  });

  it('names retire for a POI category, as its service writes', async () => {
    const staff = await setup.signedIn('staff');
    const created = await staff.request('POST', '/api/admin/poi_categories/', { category_name: uniqueName('Audit sights').slice(0, 40), color: 'cyan' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ category_id: number }>().category_id;
    expect((await staff.request('POST', `/api/admin/poi_categories/${id}/set_active/`, { is_active: false })).statusCode).toBe(200);
    const setActive = declared('POST', '/api/admin/poi_categories/:id/set_active/');
    expect(await writtenFor('poi_category', id)).toEqual(expect.arrayContaining([declared('POST', '/api/admin/poi_categories/')[0], setActive[1]]));
  });

  it('is declared only by writes: no list or read names one', () => {
    const reads = setup.app.apiRoutes.filter((route) => route.method === 'GET' && route.url.startsWith('/api/admin/'));
    expect(reads.length).toBeGreaterThan(5);
    expect(reads.filter((route) => route.audit.length > 0)).toEqual([]);
  });
});
