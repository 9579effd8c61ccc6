import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { BankDetails, BulkPayment } from '@vozimo/contract';
import { auditEvents, emailOutbox, settings } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { storeBusinessDetails, TEST_BUSINESS_ADDRESS } from '../../../test/business-details-factories.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { insertTrip } from '../../../test/trip-factories.ts';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;
let staff: HttpSession;

beforeAll(async () => {
  ctx = await buildTestApp();
  cast = await insertRoleCast(ctx.db);
  staff = new HttpSession(ctx.app);
  await staff.signIn(cast.users.staff.username);
});
afterAll(() => ctx.close());

const fieldErrors = (body: string) => JSON.parse(body).detail.map((d: { loc: string[]; msg: string }) => [d.loc.join('.'), d.msg]);

describe('GET /api/admin/bank_details/', () => {
  it('answers a fresh install with nothing set, not even a holder, until the business details name one', async () => {
    const res = await staff.request('GET', '/api/admin/bank_details/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BankDetails>()).toEqual({ bank_name: '', iban: '', swift: '', account_holder: '' });
    await storeBusinessDetails(ctx.db);
    expect((await staff.request('GET', '/api/admin/bank_details/')).json<BankDetails>().account_holder).toBe(TEST_BUSINESS_ADDRESS);
  });
});

describe('POST /api/admin/bank_details/', () => {
  it('saves the details grouped as banks print them, with an audit line, and every transfer shows them', async () => {
    const res = await staff.request('POST', '/api/admin/bank_details/', { bank_name: 'Privredna banka Zagreb d.d.', iban: 'hr0223400091110651260', swift: 'pbzg hr 2x' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BankDetails>()).toEqual({
      bank_name: 'Privredna banka Zagreb d.d.',
      iban: 'HR02 2340 0091 1106 5126 0',
      swift: 'PBZGHR2X',
      account_holder: TEST_BUSINESS_ADDRESS,
    });
    const [stored] = await ctx.db.select().from(settings).where(eq(settings.key, 'bank_info'));
    expect(stored!.value).toEqual({ bank_name: 'Privredna banka Zagreb d.d.', iban: 'HR02 2340 0091 1106 5126 0', swift: 'PBZGHR2X' });
    const [line] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'bank_details.update')).orderBy(desc(auditEvents.id)).limit(1);
    expect(line).toMatchObject({
      actorUserId: cast.users.staff.id,
      subjectLabel: 'Bank details',
      before: { bank_name: '', iban: '', swift: '' },
      after: { bank_name: 'Privredna banka Zagreb d.d.', iban: 'HR02 2340 0091 1106 5126 0', swift: 'PBZGHR2X' },
    });

    // The bank-transfer modal and its e-mail read the same setting.
    const trip = await insertTrip(ctx.db, { status: 'pending_payment', agentUserId: cast.users.agent.id, agencyId: cast.agency.id });
    const agent = new HttpSession(ctx.app);
    await agent.signIn(cast.users.agent.username);
    const created = await agent.request('POST', '/api/bulk_payment/', { trip_ids: [trip.id] });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ bulk_payment_id: number }>().bulk_payment_id;
    const modal = (await agent.request('GET', `/api/bulk_payment/${id}/`)).json<BulkPayment>();
    expect(modal.bank_info).toMatchObject({ bank_name: 'Privredna banka Zagreb d.d.', iban: 'HR02 2340 0091 1106 5126 0', swift: 'PBZGHR2X', account_holder: TEST_BUSINESS_ADDRESS });
    const [email] = await ctx.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(1);
    expect(JSON.stringify(email)).toContain('HR02 2340 0091 1106 5126 0');
  });

  it('refuses a mistyped IBAN, a malformed SWIFT and an empty bank name, each at its field, and keeps the old details', async () => {
    const res = await staff.request('POST', '/api/admin/bank_details/', { bank_name: '  ', iban: 'HR03 2340 0091 1106 5126 0', swift: 'PBZ1HR' });
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res.body)).toEqual(
      expect.arrayContaining([
        ['body.bank_name', 'Enter the bank name.'],
        ['body.iban', 'Enter a valid IBAN: two letters, two check digits and the account number, with matching check digits.'],
        ['body.swift', 'Enter a valid SWIFT/BIC: 8 or 11 letters and digits (e.g. ZABAHR2X).'],
      ]),
    );
    expect((await staff.request('GET', '/api/admin/bank_details/')).json<BankDetails>().swift).toBe('PBZGHR2X');
  });

  it('is refused to every role but staff', async () => {
    const agencyAdmin = new HttpSession(ctx.app);
    await agencyAdmin.signIn(cast.users.agencyAdmin.username);
    expect((await agencyAdmin.request('GET', '/api/admin/bank_details/')).statusCode).toBe(403);
    expect((await agencyAdmin.request('POST', '/api/admin/bank_details/', { bank_name: 'X', iban: 'HR0223400091110651260', swift: 'PBZGHR2X' })).statusCode).toBe(403);
    expect((await new HttpSession(ctx.app).request('GET', '/api/admin/bank_details/')).statusCode).toBe(401);
  });
});
