import { describe, expect, it, vi } from 'vitest';
import { partnerApplicationFieldsSchema, type PartnerApplicationFields } from '@vozimo/contract';
import { FieldValidationError } from '../../platform/http/app-error.ts';
import { outboxOnlyDelivery } from '../../platform/mail/mail-delivery.ts';
import type { FormBody } from '../../platform/uploads/form-body.ts';
import { admitAttemptInMemory } from '../../../test/rate-limits-in-memory.ts';
import type { PartnersRepository } from './partners.repository.ts';
import { createPartnersService } from './partners.service.ts';

const fields = {
  company_name: 'Istra Drive',
  address: 'Giardini 1, Pula',
  vat: 'HR1',
  legal_representative: 'Ana Anić',
  email: 'ana@istra.example',
  phone_number: '+385521',
  country: 'Croatia',
  hometown: 'Pula',
};

function form(overrides: Partial<FormBody<PartnerApplicationFields>> = {}): FormBody<PartnerApplicationFields> {
  return {
    // As the route hands it over: the text validated by the contract's schema.
    fields: partnerApplicationFieldsSchema.parse(fields),
    text: fields,
    files: [{ field: 'business_license', originalName: 'l.pdf', storedName: `${'b'.repeat(32)}.pdf`, contentType: 'application/pdf', sizeBytes: 9 }],
    issues: [],
    discard: vi.fn(async () => {}),
    ...overrides,
  };
}

function service(insert: PartnersRepository['insertApplicationWithFiles']) {
  return createPartnersService({
    // Only submitting is unit-tested here; the review calls have integration tests (partner-review.int.test.ts).
    repo: { insertApplicationWithFiles: insert, admitApplicationAttempt: admitAttemptInMemory() } as unknown as PartnersRepository,
    fleet: { createPartnerCompany: vi.fn() },
    accounts: { invitePartnerAdmin: vi.fn() },
    mail: outboxOnlyDelivery,
    now: () => new Date('2026-05-01T10:00:00Z'),
  });
}

describe('submitApplication', () => {
  it('saves the parsed fields and the files by kind, and keeps the files', async () => {
    const insert = vi.fn(async () => 1);
    const received = form();
    await service(insert).submitApplication(received);
    expect(insert).toHaveBeenCalledWith(
      { ...fields, whatsapp: '' },
      [{ kind: 'business_license', storedName: `${'b'.repeat(32)}.pdf`, originalName: 'l.pdf', contentType: 'application/pdf', sizeBytes: 9 }],
      new Date('2026-05-01T10:00:00Z'),
    );
    expect(received.discard).not.toHaveBeenCalled();
  });

  it('deletes the files when the database refuses the application', async () => {
    const received = form();
    await expect(service(async () => Promise.reject(new Error('connection lost'))).submitApplication(received)).rejects.toThrow('connection lost');
    expect(received.discard).toHaveBeenCalledOnce();
  });

  it('refuses a form with a reading problem even when every field is valid, deleting its files', async () => {
    const insert = vi.fn(async () => 1);
    const received = form({ issues: [{ field: 'cooperation_agreement', message: 'File must be at most 10 MB.' }] });
    await expect(service(insert).submitApplication(received)).rejects.toBeInstanceOf(FieldValidationError);
    expect(insert).not.toHaveBeenCalled();
    expect(received.discard).toHaveBeenCalledOnce();
  });
});

describe('admitSubmission', () => {
  it('refuses the eleventh attempt within the hour with 429 and Retry-After', async () => {
    const partners = service(vi.fn());
    for (let i = 0; i < 10; i++) await partners.admitSubmission('192.0.2.1');
    await expect(partners.admitSubmission('192.0.2.1')).rejects.toThrow(
      expect.objectContaining({ status: 429, headers: { 'retry-after': '3600' } }),
    );
    // The same /24 is the same client; the next one is not.
    await expect(partners.admitSubmission('192.0.2.200')).rejects.toThrow(expect.objectContaining({ status: 429 }));
    await expect(partners.admitSubmission('192.0.3.1')).resolves.toBeUndefined();
  });
});
