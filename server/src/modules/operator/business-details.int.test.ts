import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { EMPTY_BUSINESS_DETAILS, type BusinessDetails } from '@vozimo/contract';
import { auditEvents, emailOutbox, settings } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { insertRoleCast } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;
let staff: HttpSession;

beforeAll(async () => {
  ctx = await buildTestApp({ publicUrl: 'https://vozimo.example' });
  cast = await insertRoleCast(ctx.db);
  staff = new HttpSession(ctx.app);
  await staff.signIn(cast.users.staff.username);
});
afterAll(() => ctx.close());

const fieldErrors = (body: string) => JSON.parse(body).detail.map((d: { loc: string[]; msg: string }) => [d.loc.join('.'), d.msg]);

const JADRAN = {
  legal_name: ' Jadran <Prijevoz> d.o.o. ',
  street_address: 'Obala kneza Branimira 3',
  postal_code: '23000',
  city: 'Zadar',
  country: 'Croatia',
  vat_number: 'hr 1234 5678 901',
  support_email: 'help@jadran.example',
};

/** The newest e-mail to `to`, after asking for a password reset: a message any visitor can cause. */
async function passwordResetEmailTo(to: string) {
  const res = await new HttpSession(ctx.app).request('POST', '/api/password_reset/', { email: to });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const [email] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(desc(emailOutbox.id)).limit(1);
  return email!;
}

describe('business details on a fresh install', () => {
  it('start empty, and e-mails carry no demo company in their footer', async () => {
    const res = await staff.request('GET', '/api/admin/business_details/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BusinessDetails>()).toEqual(EMPTY_BUSINESS_DETAILS);
    const email = await passwordResetEmailTo(cast.users.agent.email);
    expect(email.htmlBody).not.toContain('Vozimo d.o.o.');
    expect(email.htmlBody).not.toContain('support@vozimo.com');
    expect(email.htmlBody).not.toContain('<!--business-footer-->');
  });
});

describe('POST /api/admin/business_details/', () => {
  it('saves the details trimmed, the VAT number compact, with an audit line; the next e-mail is signed with them', async () => {
    const res = await staff.request('POST', '/api/admin/business_details/', JADRAN);
    expect(res.statusCode, res.body).toBe(200);
    const saved = { ...JADRAN, legal_name: 'Jadran <Prijevoz> d.o.o.', vat_number: 'HR12345678901' };
    expect(res.json<BusinessDetails>()).toEqual(saved);
    expect((await staff.request('GET', '/api/admin/business_details/')).json<BusinessDetails>()).toEqual(saved);
    const [stored] = await ctx.db.select().from(settings).where(eq(settings.key, 'business_details'));
    expect(stored!.value).toEqual(saved);
    const [line] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'business_details.update')).orderBy(desc(auditEvents.id)).limit(1);
    expect(line).toMatchObject({ actorUserId: cast.users.staff.id, subjectLabel: 'Business details', before: { legal_name: '', vat_number: '' }, after: { legal_name: saved.legal_name, vat_number: 'HR12345678901' } });

    const email = await passwordResetEmailTo(cast.users.agencyAdmin.email);
    const footer = 'Jadran <Prijevoz> d.o.o., Obala kneza Branimira 3, 23000 Zadar, Croatia · VAT HR12345678901 · help@jadran.example';
    expect(email.textBody.endsWith(`\n-- \n${footer}`)).toBe(true);
    // Escaped: a name staff type is text in the HTML, never markup.
    expect(email.htmlBody).toContain('Jadran &lt;Prijevoz&gt; d.o.o., Obala kneza Branimira 3, 23000 Zadar, Croatia · VAT HR12345678901 · help@jadran.example');
    expect(email.maskedHtmlBody).toContain('VAT HR12345678901');
  });

  it('leaves no audit line when nothing changed', async () => {
    const count = async () => (await ctx.db.select().from(auditEvents).where(eq(auditEvents.action, 'business_details.update'))).length;
    const before = await count();
    expect((await staff.request('POST', '/api/admin/business_details/', JADRAN)).statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  it('refuses a blank field, a VAT number without its country prefix and a malformed e-mail, each at its field, and keeps the old details', async () => {
    const res = await staff.request('POST', '/api/admin/business_details/', { ...JADRAN, legal_name: '  ', city: '', vat_number: '12345678901', support_email: 'help@' });
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res.body)).toEqual(
      expect.arrayContaining([
        ['body.legal_name', 'Enter the legal name of your business.'],
        ['body.city', 'Enter the town or city.'],
        ['body.vat_number', 'Enter the VAT number with its country prefix (e.g. HR12345678901).'],
        ['body.support_email', 'Invalid email format.'],
      ]),
    );
    expect((await staff.request('GET', '/api/admin/business_details/')).json<BusinessDetails>().city).toBe('Zadar');
  });

  it('is refused to every role but staff', async () => {
    for (const who of ['agencyAdmin', 'driverAdmin'] as const) {
      const session = new HttpSession(ctx.app);
      await session.signIn(cast.users[who].username);
      expect((await session.request('GET', '/api/admin/business_details/')).statusCode).toBe(403);
      expect((await session.request('POST', '/api/admin/business_details/', JADRAN)).statusCode).toBe(403);
    }
    expect((await new HttpSession(ctx.app).request('GET', '/api/admin/business_details/')).statusCode).toBe(401);
  });
});
