import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupChecklist, SetupStep } from '@vozimo/contract';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { TEST_BUSINESS } from '../../../test/business-details-factories.ts';
import { insertAgency, insertCompany, insertUser } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';

// A database of its own with nothing in it but staff: a new operator's first day.
let ctx: TestContext;
let staff: HttpSession;

beforeAll(async () => {
  ctx = await buildTestApp();
  const user = await insertUser(ctx.db, { isStaff: true });
  staff = new HttpSession(ctx.app);
  await staff.signIn(user.username);
});
afterAll(() => ctx.close());

async function missing(): Promise<SetupStep[]> {
  const res = await staff.request('GET', '/api/admin/setup_checklist/');
  expect(res.statusCode, res.body).toBe(200);
  const checklist = res.json<SetupChecklist>();
  expect(checklist.steps.map((s) => s.step)).toEqual(['bank_details', 'business_details', 'agency', 'driver_company']);
  const open = checklist.steps.filter((s) => !s.done).map((s) => s.step);
  expect(checklist.complete).toBe(open.length === 0);
  return open;
}

describe('GET /api/admin/setup_checklist/', () => {
  it('names every step on a fresh install and drops each as the screen that fixes it saves', async () => {
    expect(await missing()).toEqual(['bank_details', 'business_details', 'agency', 'driver_company']);

    const bank = await staff.request('POST', '/api/admin/bank_details/', { bank_name: 'Zagrebačka banka', iban: 'HR1210010051863000160', swift: 'ZABAHR2X' });
    expect(bank.statusCode, bank.body).toBe(200);
    expect(await missing()).toEqual(['business_details', 'agency', 'driver_company']);

    expect((await staff.request('POST', '/api/admin/business_details/', TEST_BUSINESS)).statusCode).toBe(200);
    expect(await missing()).toEqual(['agency', 'driver_company']);

    // A deactivated agency cannot book; the staff-run ad-hoc company and companies not approved or not active cannot claim.
    const agency = await insertAgency(ctx.db, { isActive: false });
    await insertCompany(ctx.db, { isAdHoc: true, isApproved: true });
    await insertCompany(ctx.db, { isApproved: false });
    await insertCompany(ctx.db, { isApproved: true, isActive: false });
    expect(await missing()).toEqual(['agency', 'driver_company']);

    expect((await staff.request('POST', `/api/admin/agencies/${agency.id}/set_active/`, { is_active: true })).statusCode).toBe(200);
    expect(await missing()).toEqual(['driver_company']);

    const created = await staff.request('POST', '/api/admin/companies/', {
      company_name: 'Zadar Coast Transfers',
      address: 'Obala 1, 23000 Zadar',
      vat: 'HR11111111111',
      legal_representative: 'Ana Horvat',
      email: 'office@zadar-coast.example',
      phone_number: '+385911111111',
      country: 'Croatia',
      hometown: 'Zadar',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await missing()).toEqual([]);
  });

  it('is refused to every role but staff', async () => {
    const agencyAdmin = await insertUser(ctx.db, { isAgent: true, isAgencyAdmin: true, agencyId: (await insertAgency(ctx.db)).id });
    const session = new HttpSession(ctx.app);
    await session.signIn(agencyAdmin.username);
    expect((await session.request('GET', '/api/admin/setup_checklist/')).statusCode).toBe(403);
    expect((await new HttpSession(ctx.app).request('GET', '/api/admin/setup_checklist/')).statusCode).toBe(401);
  });
});
