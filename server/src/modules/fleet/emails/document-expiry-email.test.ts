import { describe, expect, it } from 'vitest';
import type { ExpiringDocument } from '../document-reminders.repository.ts';
import { documentExpiryDedupeKey, documentExpiryEmail } from './document-expiry-email.ts';

const insurance: ExpiringDocument = {
  record: 'vehicle',
  recordId: 7,
  recordName: 'Mercedes-Benz <Vito> (ST 3392-MA)',
  companyId: 3,
  kind: 'insurance',
  expiresOn: '2030-06-14',
};

describe('documentExpiryEmail', () => {
  it('names the record, the document, its last day and where to renew it', () => {
    const email = documentExpiryEmail(insurance, 14, 'Ante', 'https://vozimo.example');
    expect(email.subject).toBe('Insurance of Mercedes-Benz <Vito> (ST 3392-MA) expires on Friday, 14 June 2030');
    expect(email.text).toContain('Hello Ante,');
    expect(email.text).toContain('it is valid for 14 more days');
    expect(email.text).toContain('Valid until: Friday, 14 June 2030');
    expect(email.text).toContain('https://vozimo.example/app/vehicles');
    // Names come from users: escaped in the HTML part.
    expect(email.html).toContain('Mercedes-Benz &lt;Vito&gt;');
    expect(email.html).not.toContain('<Vito>');
  });

  it('says when today is the last valid day', () => {
    expect(documentExpiryEmail(insurance, 0, '', 'https://vozimo.example').text).toContain('today is its last valid day');
  });

  it('keys each step and recipient apart', () => {
    expect(documentExpiryDedupeKey(insurance, 14, { userId: 12 })).toBe('fleet-document-expiry:vehicle:7:insurance:2030-06-14:14:user:12');
    expect(documentExpiryDedupeKey(insurance, 7, { userId: null })).toBe('fleet-document-expiry:vehicle:7:insurance:2030-06-14:7:company:3');
  });
});
