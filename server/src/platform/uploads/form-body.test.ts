import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { multipartBody, SAMPLE_FILES, type MultipartPart } from '../../../test/multipart-body.ts';
import { bodyFieldErrors } from '../http/app-error.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { NUL_CHARACTER_MESSAGE } from '../http/nul-characters.ts';
import { readFormBody, type FormBodySpec } from './form-body.ts';
import { registerMultipart } from './register-multipart.ts';
import { createUploadStorage } from './upload-storage.ts';

const applicationSchema = z.object({
  company_name: z.string('Company name is required.').trim().min(1, 'Company name is required.'),
  email: z.email('Invalid email format.'),
});

const APPLICATION_FORM: FormBodySpec<typeof applicationSchema> = {
  fields: applicationSchema,
  textFields: ['company_name', 'email'],
  fileFields: ['licence'],
  acceptedTypes: ['application/pdf'],
  typeMessage: 'File must be a PDF.',
  maxFileBytes: 1024,
  sizeMessage: 'File must be at most 1 KB.',
  maxFieldBytes: 256,
};

let uploadsDir: string;
let app: FastifyInstance;

/**
 * The same form twice: as multipart read by readFormBody (the service refuses what it reports,
 * as every multipart service does) and as a JSON body validated by Fastify, so the two 422s can
 * be compared.
 */
beforeEach(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'vozimo-form-body-test-'));
  const storage = createUploadStorage(uploadsDir);
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  registerErrorHandler(app);
  await registerMultipart(app);
  app.post('/multipart', async (request, reply) => {
    const form = await readFormBody(request, storage, APPLICATION_FORM);
    if (form.fields === null || form.issues.length > 0) {
      await form.discard();
      throw bodyFieldErrors(form.issues);
    }
    return reply.status(201).send({ fields: form.fields, files: form.files.map((f) => [f.field, f.contentType, f.originalName]) });
  });
  app.withTypeProvider<ZodTypeProvider>().post('/json', { schema: { body: applicationSchema } }, async (request) => request.body);
  await app.ready();
});

afterEach(async () => {
  await app.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const sendMultipart = (parts: MultipartPart[]) => {
  const { payload, headers } = multipartBody(parts);
  return app.inject({ method: 'POST', url: '/multipart', payload, headers });
};
const pdf = (name: string, data: Buffer = SAMPLE_FILES.pdf): MultipartPart => ({ name, filename: 'licence.pdf', contentType: 'application/pdf', data });
const stored = () => readdir(uploadsDir);

describe('readFormBody', () => {
  it("hands over the schema's output and the files typed by their content", async () => {
    const res = await sendMultipart([{ name: 'company_name', value: '  Istra Drive ' }, { name: 'email', value: 'ana@istra.example' }, pdf('licence')]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      fields: { company_name: 'Istra Drive', email: 'ana@istra.example' },
      files: [['licence', 'application/pdf', 'licence.pdf']],
    });
    expect(await stored()).toHaveLength(1);
  });

  it('answers a bad field with the 422 a JSON body gets from the same schema', async () => {
    const fields = { company_name: 'Istra Drive', email: 'office@' };
    const multipart = await sendMultipart(Object.entries(fields).map(([name, value]) => ({ name, value })));
    const json = await app.inject({ method: 'POST', url: '/json', payload: fields });
    expect(multipart.statusCode).toBe(422);
    expect(multipart.json()).toEqual({ detail: [{ loc: ['body', 'email'], msg: 'Invalid email format.', type: 'value_error' }] });
    expect(multipart.json()).toEqual(json.json());
  });

  it('reports a missing required field at its field, with the files sent beside it deleted', async () => {
    const res = await sendMultipart([{ name: 'email', value: 'ana@istra.example' }, pdf('licence')]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: [{ loc: ['body', 'company_name'], msg: 'Company name is required.', type: 'value_error' }] });
    expect(await stored()).toEqual([]);
  });

  it('refuses a file whose content is of no accepted type, whatever its name says, and stores nothing', async () => {
    const res = await sendMultipart([{ name: 'company_name', value: 'Istra Drive' }, { name: 'email', value: 'office@' }, pdf('licence', SAMPLE_FILES.exe)]);
    expect(res.statusCode).toBe(422);
    // The schema's problems first, then what reading refused.
    expect(res.json()).toEqual({
      detail: [
        { loc: ['body', 'email'], msg: 'Invalid email format.', type: 'value_error' },
        { loc: ['body', 'licence'], msg: 'File must be a PDF.', type: 'value_error' },
      ],
    });
    expect(await stored()).toEqual([]);
  });

  it('reports a text field refused while reading only for that, not also as missing', async () => {
    const res = await sendMultipart([
      { name: 'company_name', value: 'Istra\u0000 Drive' },
      { name: 'vat', value: 'HR1' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      detail: [
        { loc: ['body', 'email'], msg: 'Invalid email format.', type: 'value_error' },
        { loc: ['body', 'company_name'], msg: NUL_CHARACTER_MESSAGE, type: 'value_error' },
        { loc: ['body', 'vat'], msg: 'Unknown field: vat', type: 'value_error' },
      ],
    });
  });

  it('answers a body that is not multipart with 415', async () => {
    const res = await app.inject({ method: 'POST', url: '/multipart', payload: { company_name: 'Istra Drive', email: 'ana@istra.example' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ detail: 'Send the form as multipart/form-data.' });
  });
});
