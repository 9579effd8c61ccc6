import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zagrebWallClock, type PartnerApplicationDetail, type PartnerApplicationList } from '@vozimo/contract';
import { auditEvents, driverCompanies, drivers, invitations, partnerApplications, users } from '../../db/schema/index.ts';
import { emailsTo, latestLinkToken } from '../../../test/account-links.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { storeBusinessDetails, TEST_BUSINESS } from '../../../test/business-details-factories.ts';
import { insertRoleCast, insertUser, uniqueName } from '../../../test/factories.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { multipartBody, SAMPLE_FILES, type MultipartPart } from '../../../test/multipart-body.ts';

let ctx: TestContext;
let cast: Awaited<ReturnType<typeof insertRoleCast>>;
let clock = new Date('2030-03-02T09:00:00Z');
let address = 0;

beforeAll(async () => {
  ctx = await buildTestApp({ now: () => clock, publicUrl: 'https://vozimo.example' });
  cast = await insertRoleCast(ctx.db);
});
afterAll(() => ctx.close());

const browser = () => new HttpSession(ctx.app, { ip: `10.70.${Math.floor(address / 250)}.${address++ % 250}` });
async function signedIn(user: { username: string }) {
  const session = browser();
  await session.signIn(user.username);
  return session;
}
const tick = () => (clock = new Date(clock.getTime() + 60_000));

/** Applies through the public form, as a visitor would; returns the new application's id and e-mail. */
async function apply(changes: Record<string, string> = {}, files: MultipartPart[] = []) {
  const email = `${uniqueName('office')}@partner.example`;
  const fields = {
    company_name: uniqueName('Dalmatia Transfers'),
    address: 'Put Brodarice 6, 21000 Split',
    vat: 'HR12345678901',
    legal_representative: 'Ivo Ivić',
    email,
    phone_number: '+38521123456',
    whatsapp: '+38591123456',
    country: 'Croatia',
    hometown: 'Split',
    ...changes,
  };
  tick();
  const { payload, headers } = multipartBody([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...files]);
  const res = await browser().request('POST', '/api/partners/', payload, { headers });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await ctx.db.select().from(partnerApplications).where(eq(partnerApplications.email, fields.email)).orderBy(desc(partnerApplications.id)).limit(1);
  return { id: row!.id, ...fields };
}

/** A pending application straight in the table, as the public form leaves it (no documents). */
async function insertApplication() {
  const email = `${uniqueName('race')}@partner.example`;
  const [row] = await ctx.db
    .insert(partnerApplications)
    .values({ companyName: uniqueName('Race Transfers'), address: 'Obala 1, Split', vat: 'HR1', legalRepresentative: 'Ivo Ivić', email, phoneNumber: '+38521123456', country: 'Croatia', hometown: 'Split' })
    .returning({ id: partnerApplications.id });
  return { id: row!.id, email };
}

const auditOf = (id: number) =>
  ctx.db.select().from(auditEvents).where(and(eq(auditEvents.subjectType, 'partner_application'), eq(auditEvents.subjectId, id)));

describe('GET /api/admin/partner_applications/', () => {
  it('lists pending applications oldest first with their document count, searchable and paged; decided ones by status', async () => {
    const tag = uniqueName('List');
    const first = await apply({ company_name: `${tag} One` }, [{ name: 'business_license', filename: 'l.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.pdf }]);
    const second = await apply({ company_name: `${tag} Two` });
    const staff = await signedIn(cast.users.staff);

    const res = await staff.request('GET', `/api/admin/partner_applications/?search=${tag}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<PartnerApplicationList>();
    expect(page.count).toBe(2);
    expect(page.items.map((a) => [a.application_id, a.file_count, a.status])).toEqual([
      [first.id, 1, 'pending'],
      [second.id, 0, 'pending'],
    ]);
    expect(page.items[0]).toMatchObject({ company_name: `${tag} One`, legal_representative: 'Ivo Ivić', email: first.email, country: 'Croatia', hometown: 'Split' });
    expect((await staff.request('GET', `/api/admin/partner_applications/?search=${tag}&limit=1&offset=1`)).json<PartnerApplicationList>().items.map((a) => a.application_id)).toEqual([second.id]);
    expect((await staff.request('GET', `/api/admin/partner_applications/?search=${first.email}`)).json<PartnerApplicationList>().count).toBe(1);

    await staff.request('POST', `/api/admin/partner_applications/${second.id}/reject/`, { reason: 'We do not serve this region yet.' });
    expect((await staff.request('GET', `/api/admin/partner_applications/?search=${tag}&status=rejected`)).json<PartnerApplicationList>().items.map((a) => a.application_id)).toEqual([second.id]);
    expect((await staff.request('GET', `/api/admin/partner_applications/?status=maybe`)).statusCode).toBe(422);
  });
});

describe('GET /api/admin/partner_applications/{id}/ and its documents', () => {
  it('answers every detail with its files; a file downloads as an attachment with its checked type, nosniff, no-store', async () => {
    const application = await apply({ company_name: 'Istra Drive d.o.o.' }, [
      { name: 'legal_representative_id', filename: 'id front.png', contentType: 'image/png', data: SAMPLE_FILES.png },
      // A .pdf name with PNG bytes is stored (and served) as the PNG it is.
      { name: 'business_license', filename: 'licence.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.png },
      { name: 'cooperation_agreement', filename: 'agreement.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.pdf },
    ]);
    const staff = await signedIn(cast.users.staff);
    const res = await staff.request('GET', `/api/admin/partner_applications/${application.id}/`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json<PartnerApplicationDetail>();
    expect(detail).toMatchObject({
      application_id: application.id,
      company_name: 'Istra Drive d.o.o.',
      address: 'Put Brodarice 6, 21000 Split',
      vat: 'HR12345678901',
      phone_number: '+38521123456',
      whatsapp: '+38591123456',
      status: 'pending',
      company_id: null,
      rejection_reason: null,
      reviewed_at: null,
      reviewed_by: '',
      created_at: clock.toISOString(),
    });
    expect(detail.files.map((f) => [f.kind, f.label, f.original_name, f.content_type, f.url])).toEqual([
      ['legal_representative_id', "Legal representative's ID (front)", 'id front.png', 'image/png', `/api/admin/partner_applications/${application.id}/files/legal_representative_id/`],
      ['business_license', 'Business licence', 'licence.pdf', 'image/png', `/api/admin/partner_applications/${application.id}/files/business_license/`],
      ['cooperation_agreement', 'Cooperation agreement', 'agreement.pdf', 'application/pdf', `/api/admin/partner_applications/${application.id}/files/cooperation_agreement/`],
    ]);

    const png = await staff.request('GET', `/api/admin/partner_applications/${application.id}/files/business_license/`);
    expect(png.statusCode).toBe(200);
    expect(png.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-disposition': 'attachment; filename="Istra-Drive-d-o-o-business-license.png"',
    });
    expect(png.rawPayload).toEqual(SAMPLE_FILES.png);
    const pdf = await staff.request('GET', `/api/admin/partner_applications/${application.id}/files/cooperation_agreement/`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="Istra-Drive-d-o-o-cooperation-agreement.pdf"');

    expect((await staff.request('GET', `/api/admin/partner_applications/${application.id}/files/legal_representative_id_other/`)).statusCode).toBe(404);
    expect((await staff.request('GET', `/api/admin/partner_applications/${application.id}/files/passport/`)).statusCode).toBe(422);
    expect((await staff.request('GET', '/api/admin/partner_applications/2147483647/')).json()).toEqual({ detail: 'Partner application not found.' });
    // Not to anyone else, the company's own admin included.
    const admin = await signedIn(cast.users.driverAdmin);
    expect((await admin.request('GET', `/api/admin/partner_applications/${application.id}/files/business_license/`)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/partner_applications/{id}/approve/', () => {
  it('makes the company and its first driver, invites the applicant as driver admin (e-mail queued), records who and when', async () => {
    const application = await apply({ legal_representative: 'Ivo Ivić Jr' });
    const staff = await signedIn(cast.users.staff);
    tick();
    const res = await staff.request('POST', `/api/admin/partner_applications/${application.id}/approve/`);
    expect(res.statusCode, res.body).toBe(200);
    const approved = res.json<PartnerApplicationDetail>();
    expect(approved).toMatchObject({ status: 'approved', reviewed_at: clock.toISOString(), reviewed_by: 'Stella Staff', rejection_reason: null });
    const companyId = approved.company_id!;

    const [company] = await ctx.db.select().from(driverCompanies).where(eq(driverCompanies.id, companyId));
    expect(company).toMatchObject({
      companyName: application.company_name,
      address: application.address,
      vat: application.vat,
      legalRepresentative: 'Ivo Ivić Jr',
      email: application.email,
      phoneNumber: application.phone_number,
      whatsapp: application.whatsapp,
      country: 'Croatia',
      hometown: 'Split',
      isApproved: true,
      isActive: true,
      isAdHoc: false,
    });
    const companyDrivers = await ctx.db.select().from(drivers).where(eq(drivers.companyId, companyId));
    expect(companyDrivers).toEqual([expect.objectContaining({ driverName: 'Ivo Ivić Jr', email: application.email, isApproved: false, isActive: true })]);
    const [invitation] = await ctx.db.select().from(invitations).where(eq(invitations.email, application.email));
    expect(invitation).toMatchObject({ role: 'driver', driverId: companyDrivers[0]!.id, grantsAdmin: true, firstName: 'Ivo', lastName: 'Ivić Jr', invitedByUserId: cast.users.staff.id });

    const [message] = await emailsTo(ctx.db, application.email);
    expect(message?.subject).toBe(`${application.company_name} invites you to Vozimo`);
    expect(message?.textBody).toContain('Your application to become a Vozimo partner was approved.');
    expect(message?.textBody).toContain('https://vozimo.example/invitation?token=');

    const audit = await ctx.db.select().from(auditEvents).where(inArray(auditEvents.action, ['partners.application.approve', 'fleet.company.create'])).orderBy(desc(auditEvents.id)).limit(2);
    expect(audit.map((a) => [a.action, a.subjectId, a.actorUserId])).toEqual([
      ['partners.application.approve', application.id, cast.users.staff.id],
      ['fleet.company.create', companyId, cast.users.staff.id],
    ]);
    expect(audit[0]).toMatchObject({ before: { status: 'pending' }, after: { status: 'approved', company_id: companyId }, subjectLabel: application.company_name });

    // The invitation's link opens the account: a driver admin of the new company.
    const token = await latestLinkToken(ctx.db, application.email);
    const partner = browser();
    const username = uniqueName('ivo');
    const accepted = await partner.request('POST', '/api/public/accept_invitation/', { token, username, password: 'tramontana kvarner 93' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ is_driver: true, is_driver_admin: true, is_staff: false });
    const [user] = await ctx.db.select().from(users).where(eq(users.username, username));
    expect(user).toMatchObject({ isDriver: true, isDriverAdmin: true, driverId: companyDrivers[0]!.id });
    const ownDrivers = await partner.request('GET', '/api/drivers/');
    expect(ownDrivers.json().map((d: { company: number }) => d.company)).toEqual([companyId]);

    // Decided: a second approval or a rejection is a conflict that says who decided.
    const again = await staff.request('POST', `/api/admin/partner_applications/${application.id}/approve/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: `Stella Staff already approved this application at ${zagrebWallClock(clock).time}.` });
    expect((await staff.request('POST', `/api/admin/partner_applications/${application.id}/reject/`, { reason: 'Changed my mind.' })).statusCode).toBe(409);
  });

  it('approves once when two staff approve at the same time: one company, one invitation', async () => {
    const application = await apply();
    const [a, b] = [await signedIn(cast.users.staff), await signedIn(cast.users.staff)];
    const answers = await Promise.all([a, b].map((s) => s.request('POST', `/api/admin/partner_applications/${application.id}/approve/`)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await ctx.db.select().from(driverCompanies).where(eq(driverCompanies.companyName, application.company_name))).toHaveLength(1);
    expect(await ctx.db.select().from(invitations).where(eq(invitations.email, application.email))).toHaveLength(1);
    expect(await emailsTo(ctx.db, application.email)).toHaveLength(1);
  });

  it('decides once when one staff member approves and another rejects at the same moment; the second is told who decided first', async () => {
    const ana = await signedIn(await insertUser(ctx.db, { isStaff: true, firstName: 'Ana', lastName: 'Horvat' }));
    const stella = await signedIn(cast.users.staff);
    for (let round = 0; round < 10; round++) {
      const application = await insertApplication();
      // Who approves and who rejects changes every round.
      const [approver, rejecter] = round % 2 === 0 ? [ana, stella] : [stella, ana];
      const [approval, rejection] = await Promise.all([
        approver.request('POST', `/api/admin/partner_applications/${application.id}/approve/`),
        rejecter.request('POST', `/api/admin/partner_applications/${application.id}/reject/`, { reason: 'We do not serve this region yet.' }),
      ]);
      const answers = `round ${round}: ${approval.statusCode} ${approval.body} / ${rejection.statusCode} ${rejection.body}`;
      expect([approval.statusCode, rejection.statusCode].sort(), answers).toEqual([200, 409]);
      const approvedFirst = approval.statusCode === 200;
      const winner = (approvedFirst ? approver : rejecter) === ana ? 'Ana Horvat' : 'Stella Staff';
      expect((approvedFirst ? rejection : approval).json(), answers).toEqual({
        detail: `${winner} already ${approvedFirst ? 'approved' : 'rejected'} this application at ${zagrebWallClock(clock).time}.`,
      });
      const [row] = await ctx.db.select({ status: partnerApplications.status }).from(partnerApplications).where(eq(partnerApplications.id, application.id));
      expect(row!.status, answers).toBe(approvedFirst ? 'approved' : 'rejected');
      // Only the winner's e-mail: an invitation, or the reason.
      expect(await emailsTo(ctx.db, application.email), answers).toHaveLength(1);
    }
  });

  it('changes nothing when the applicant\'s address already has an account (409)', async () => {
    const application = await apply();
    await insertUser(ctx.db, { email: application.email });
    const staff = await signedIn(cast.users.staff);
    const res = await staff.request('POST', `/api/admin/partner_applications/${application.id}/approve/`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'An account with this e-mail address already exists.' });
    expect(await ctx.db.select().from(driverCompanies).where(eq(driverCompanies.companyName, application.company_name))).toEqual([]);
    const [row] = await ctx.db.select().from(partnerApplications).where(eq(partnerApplications.id, application.id));
    expect(row).toMatchObject({ status: 'pending', companyId: null });
    expect(await auditOf(application.id)).toEqual([]);
  });

  it('answers 404 for an unknown application', async () => {
    const res = await (await signedIn(cast.users.staff)).request('POST', '/api/admin/partner_applications/2147483647/approve/');
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/admin/partner_applications/{id}/reject/', () => {
  it('marks it rejected with the reason, e-mails the reason to the applicant, records an audit line', async () => {
    await storeBusinessDetails(ctx.db);
    const application = await apply();
    const staff = await signedIn(cast.users.staff);
    tick();
    const res = await staff.request('POST', `/api/admin/partner_applications/${application.id}/reject/`, { reason: '  The business licence is for a different company <b>.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PartnerApplicationDetail>()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The business licence is for a different company <b>.',
      company_id: null,
      reviewed_at: clock.toISOString(),
      reviewed_by: 'Stella Staff',
    });
    const [message] = await emailsTo(ctx.db, application.email);
    expect(message?.subject).toBe(`Your Vozimo partner application for ${application.company_name}`);
    expect(message?.textBody).toContain('Hello Ivo,');
    expect(message?.textBody).toContain('The business licence is for a different company <b>.');
    expect(message?.htmlBody).toContain('different company &lt;b&gt;.');
    // Where to ask is the operator's own support address (ADR 0055), never the demo company's.
    expect(message?.textBody).toContain(`Questions: ${TEST_BUSINESS.support_email}.`);
    expect(message?.textBody).not.toContain('support@vozimo.com');
    expect(await auditOf(application.id)).toEqual([
      expect.objectContaining({
        action: 'partners.application.reject',
        actorUserId: cast.users.staff.id,
        before: { status: 'pending' },
        after: { status: 'rejected', rejection_reason: 'The business licence is for a different company <b>.' },
      }),
    ]);
    expect((await staff.request('POST', `/api/admin/partner_applications/${application.id}/reject/`, { reason: 'Once more, no.' })).json()).toEqual({
      detail: `Stella Staff already rejected this application at ${zagrebWallClock(clock).time}.`,
    });
  });

  it('refuses a missing or too short reason at its field (422) and changes nothing', async () => {
    const application = await apply();
    const staff = await signedIn(cast.users.staff);
    for (const body of [{}, { reason: ' No. ' }]) {
      const res = await staff.request('POST', `/api/admin/partner_applications/${application.id}/reject/`, body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: [{ loc: ['body', 'reason'], msg: 'Write the reason in 5 to 1000 characters.', type: 'value_error' }] });
    }
    const [row] = await ctx.db.select().from(partnerApplications).where(eq(partnerApplications.id, application.id));
    expect(row!.status).toBe('pending');
    expect(await emailsTo(ctx.db, application.email)).toEqual([]);
  });
});
