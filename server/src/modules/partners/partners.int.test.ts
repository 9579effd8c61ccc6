import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { partnerApplicationFiles, partnerApplications } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { HttpSession } from '../../../test/http-session.ts';
import { createPartnersRepository } from './partners.repository.ts';
import { multipartBody, SAMPLE_FILES, type MultipartPart } from '../../../test/multipart-body.ts';

const TYPE_MESSAGE = 'File must be a PDF or an image (JPEG, PNG).';

const VALID_FIELDS = {
  company_name: '  Dalmatia Transfers d.o.o. ',
  address: 'Put Brodarice 6, 21000 Split',
  vat: 'HR12345678901',
  legal_representative: 'Ivo Ivić',
  email: 'office@dalmatia-transfers.example',
  phone_number: '+38521123456',
  whatsapp: '+38591123456',
  country: 'Croatia',
  hometown: 'Split',
};

const textParts = (fields: Record<string, string> = VALID_FIELDS): MultipartPart[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value }));

let ctx: TestContext;
let clock: Date;
/** How far the clock moves at each reading (0: it stands still). */
let stepPerReadingMs = 0;
let address = 0;

beforeAll(async () => {
  ctx = await buildTestApp({
    now: () => {
      const reading = clock;
      clock = new Date(clock.getTime() + stepPerReadingMs);
      return reading;
    },
  });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  clock = new Date('2026-05-01T10:00:00Z');
  stepPerReadingMs = 0;
  await ctx.db.delete(partnerApplications);
  for (const name of await readdir(ctx.uploadsDir)) await rm(path.join(ctx.uploadsDir, name));
});

/** A visitor's browser on a network of its own (the rate limit counts a /24 as one client), so it only counts this test's calls. */
const visitor = () => new HttpSession(ctx.app, { ip: `10.${20 + Math.floor(address / 250)}.${address++ % 250}.1` });

async function apply(parts: MultipartPart[], browser = visitor()) {
  const { payload, headers } = multipartBody(parts);
  return browser.request('POST', '/api/partners/', payload, { headers });
}

async function storedState() {
  return {
    applications: await ctx.db.select().from(partnerApplications),
    files: await ctx.db.select().from(partnerApplicationFiles).orderBy(asc(partnerApplicationFiles.kind)),
    onDisk: await readdir(ctx.uploadsDir),
  };
}

async function expectNothingStored() {
  expect(await storedState()).toEqual({ applications: [], files: [], onDisk: [] });
}

describe('POST /api/partners/', () => {
  it('stores a valid application with its PDF, PNG and JPEG files', async () => {
    const res = await apply([
      ...textParts(),
      { name: 'legal_representative_id', filename: 'id-front.png', contentType: 'image/png', data: SAMPLE_FILES.png },
      { name: 'legal_representative_id_other', filename: 'id-rear.jpg', contentType: 'image/jpeg', data: SAMPLE_FILES.jpeg },
      { name: 'business_license', filename: 'licence.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.pdf },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ detail: 'Thank you for your application.' });

    const { applications, files, onDisk } = await storedState();
    expect(applications).toHaveLength(1);
    expect(applications[0]).toMatchObject({
      companyName: 'Dalmatia Transfers d.o.o.',
      address: 'Put Brodarice 6, 21000 Split',
      vat: 'HR12345678901',
      legalRepresentative: 'Ivo Ivić',
      email: 'office@dalmatia-transfers.example',
      phoneNumber: '+38521123456',
      whatsapp: '+38591123456',
      country: 'Croatia',
      hometown: 'Split',
      status: 'pending',
      createdAt: clock,
    });
    expect(files.map((f) => [f.kind, f.contentType, f.originalName, f.sizeBytes])).toEqual([
      ['legal_representative_id', 'image/png', 'id-front.png', SAMPLE_FILES.png.length],
      ['legal_representative_id_other', 'image/jpeg', 'id-rear.jpg', SAMPLE_FILES.jpeg.length],
      ['business_license', 'application/pdf', 'licence.pdf', SAMPLE_FILES.pdf.length],
    ]);
    for (const file of files) {
      expect(file.applicationId).toBe(applications[0]!.id);
      expect(file.storedName).toMatch(/^[0-9a-f]{32}\.(png|jpg|pdf)$/);
    }
    expect(onDisk.sort()).toEqual(files.map((f) => f.storedName).sort());
    const png = files.find((f) => f.kind === 'legal_representative_id')!;
    expect(await readFile(path.join(ctx.uploadsDir, png.storedName))).toEqual(SAMPLE_FILES.png);
  });

  it('accepts an application without documents (uploads are optional) and an empty file input', async () => {
    const res = await apply([
      ...textParts({ ...VALID_FIELDS, whatsapp: '' }),
      { name: 'cooperation_agreement', filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { applications, files, onDisk } = await storedState();
    expect(applications.map((a) => a.whatsapp)).toEqual(['']);
    expect(files).toEqual([]);
    expect(onDisk).toEqual([]);
  });

  it('types a file by its content: a .pdf name with PNG bytes is stored as a PNG', async () => {
    const res = await apply([
      ...textParts(),
      { name: 'business_license', filename: 'licence.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.png },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { files, onDisk } = await storedState();
    expect(files.map((f) => [f.kind, f.contentType, f.originalName])).toEqual([['business_license', 'image/png', 'licence.pdf']]);
    expect(files[0]!.storedName).toMatch(/\.png$/);
    expect(onDisk).toEqual([files[0]!.storedName]);
  });

  it.each([
    ['an executable', SAMPLE_FILES.exe],
    ['a text file', SAMPLE_FILES.text],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s named .pdf (422) and stores nothing, not even the valid files sent with it', async (_name, data) => {
    const res = await apply([
      ...textParts(),
      { name: 'legal_representative_id', filename: 'front.png', contentType: 'image/png', data: SAMPLE_FILES.png },
      { name: 'business_license', filename: 'licence.pdf', contentType: 'application/pdf', data },
    ]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ detail: [{ loc: ['body', 'business_license'], msg: TYPE_MESSAGE, type: 'value_error' }] });
    await expectNothingStored();
  });

  it('refuses a file over 10 MB at its field (422) and stores nothing', async () => {
    const oversize = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await apply([
      ...textParts(),
      { name: 'cooperation_agreement', filename: 'agreement.pdf', contentType: 'application/pdf', data: oversize },
    ]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toEqual([
      { loc: ['body', 'cooperation_agreement'], msg: 'File must be at most 10 MB.', type: 'value_error' },
    ]);
    await expectNothingStored();
  });

  it('accepts a file of exactly 10 MB', async () => {
    const exact = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(10 * 1024 * 1024 - SAMPLE_FILES.pdf.length)]);
    const res = await apply([
      ...textParts(),
      { name: 'cooperation_agreement', filename: 'agreement.pdf', contentType: 'application/pdf', data: exact },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect((await storedState()).files.map((f) => f.sizeBytes)).toEqual([10 * 1024 * 1024]);
  });

  it('reports every missing field with its spec message (422) and keeps no file', async () => {
    const res = await apply([
      { name: 'business_license', filename: 'licence.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.pdf },
    ]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail.map((i: { loc: string[]; msg: string }) => [i.loc.join('.'), i.msg])).toEqual([
      ['body.company_name', 'Company name is required.'],
      ['body.address', 'Company address is required.'],
      ['body.vat', 'VAT is required.'],
      ['body.legal_representative', 'Legal representative is required.'],
      ['body.email', 'Invalid email format.'],
      ['body.phone_number', "Phone number must only contain numbers or '+'."],
      ['body.country', 'Country is required.'],
      ['body.hometown', 'Hometown is required.'],
    ]);
    await expectNothingStored();
  });

  it('refuses blank fields, a bad e-mail and a phone number with spaces, together with a bad file', async () => {
    const res = await apply([
      ...textParts({ ...VALID_FIELDS, company_name: '   ', email: 'office@', phone_number: '+385 21 123 456' }),
      { name: 'legal_representative_id', filename: 'id.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.text },
    ]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail.map((i: { loc: string[]; msg: string }) => [i.loc.join('.'), i.msg])).toEqual([
      ['body.company_name', 'Company name is required.'],
      ['body.email', 'Invalid email format.'],
      ['body.phone_number', "Phone number must only contain numbers or '+'."],
      ['body.legal_representative_id', TYPE_MESSAGE],
    ]);
    await expectNothingStored();
  });

  it('refuses unknown fields and a second file for the same slot', async () => {
    const { whatsapp: _optional, ...required } = VALID_FIELDS;
    const res = await apply([
      ...textParts(required),
      { name: 'is_approved', value: 'true' },
      { name: 'business_license', filename: 'a.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.pdf },
      { name: 'business_license', filename: 'b.pdf', contentType: 'application/pdf', data: SAMPLE_FILES.pdf },
    ]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail.map((i: { loc: string[]; msg: string }) => [i.loc.join('.'), i.msg])).toEqual([
      ['body.is_approved', 'Unknown field: is_approved'],
      ['body.business_license', 'Send one file for this field.'],
    ]);
    await expectNothingStored();
  });

  it('refuses more files than the form has slots (422) and keeps none of them', async () => {
    const file = (name: string): MultipartPart => ({ name, filename: `${name}.pdf`, contentType: 'application/pdf', data: SAMPLE_FILES.pdf });
    const res = await apply([
      ...textParts(),
      file('legal_representative_id'),
      file('legal_representative_id_other'),
      file('business_license'),
      file('cooperation_agreement'),
      file('extra_document'),
    ]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().detail).toEqual([{ loc: ['body'], msg: 'Send at most 9 fields and 4 files.', type: 'value_error' }]);
    await expectNothingStored();
  });

  it('answers a JSON request with 415 and stores nothing', async () => {
    const res = await visitor().request('POST', '/api/partners/', VALID_FIELDS);
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toEqual({ detail: 'Send the form as multipart/form-data.' });
    await expectNothingStored();
  });

  it('needs the CSRF token like every unsafe request', async () => {
    const { payload, headers } = multipartBody(textParts());
    const res = await visitor().request('POST', '/api/partners/', payload, { headers, csrf: false });
    expect(res.statusCode).toBe(403);
    await expectNothingStored();
  });

  it('allows ten attempts an hour from one address, then 429 with Retry-After', async () => {
    const browser = visitor();
    for (let i = 0; i < 10; i++) {
      clock = new Date(clock.getTime() + 60_000);
      expect((await apply([{ name: 'company_name', value: 'x' }], browser)).statusCode).toBe(422);
    }
    const refused = await apply(textParts(), browser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: 'Too many applications from this address. Try again in 51 minutes.' });
    expect(refused.headers['retry-after']).toBe(String(51 * 60));
    await expectNothingStored();

    // Another address is not affected; this one may apply again once the first attempt is an hour old.
    expect((await apply(textParts())).statusCode).toBe(201);
    clock = new Date(clock.getTime() + 51 * 60_000);
    expect((await apply(textParts(), browser)).statusCode).toBe(201);
  });

  it('stores ten of thirty applications sent at once from one address, even when their clock readings reach the lock in reverse', async () => {
    const browser = visitor();
    await browser.request('GET', '/api/health/');
    // Each request reads the clock before it waits for the limit's lock; a later reading can get
    // the lock first. A clock stepping back at each reading makes every request meet that case.
    stepPerReadingMs = -1;
    const answers = await Promise.all(Array.from({ length: 30 }, () => apply(textParts(), browser)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(20);
    expect((await storedState()).applications).toHaveLength(10);
  });
});

describe('partners repository', () => {
  it('stores an application and its files all or nothing', async () => {
    const repo = createPartnersRepository(ctx.db);
    const file = { kind: 'business_license' as const, storedName: `${'a'.repeat(32)}.pdf`, originalName: 'a.pdf', contentType: 'application/pdf', sizeBytes: 10 };
    const fields = { ...VALID_FIELDS, whatsapp: '' };
    // The second row breaks a unique constraint after the application row was written.
    await expect(
      repo.insertApplicationWithFiles(fields, [file, { ...file, kind: 'cooperation_agreement' }], clock),
    ).rejects.toThrow();
    expect(await storedState()).toEqual({ applications: [], files: [], onDisk: [] });
  });
});
