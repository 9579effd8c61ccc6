import { describe, expect, it } from 'vitest';
import { bulkPaymentCreatedEmail, type CreatedBulkPayment } from './bulk-payment-created-email.ts';

const payment: CreatedBulkPayment = {
  id: 3,
  paymentReference: 'VZP-4HX8MC',
  totalCents: 5500,
  agentFirstName: 'Ivo',
  trips: [
    { reference: 'VZ-AAAAAA', startLocality: 'Split', endLocality: 'Hvar', pickupDate: '2030-06-15', customerFirstName: 'Ana', customerLastName: 'Horvat', depositGrossCents: 2750 },
    { reference: 'VZ-BBBBBB', startLocality: 'Zadar <Old Town>', endLocality: 'Pula', pickupDate: '2030-06-16', customerFirstName: '', customerLastName: '', depositGrossCents: 2750 },
  ],
};
const bank = { bank_name: 'Zagrebačka banka', iban: 'HR1210010051863000160', swift: 'ZABAHR2X', account_holder: 'Vozimo d.o.o.' };

describe('bulk payment created e-mail', () => {
  it('gives the amount, the bank details, the reference and every trip', () => {
    const email = bulkPaymentCreatedEmail(payment, bank, 'https://vozimo.example');
    expect(email.subject).toBe('Bank transfer details for payment VZP-4HX8MC');
    for (const part of [email.text, email.html]) {
      for (const expected of ['€55.00', 'Zagrebačka banka', 'HR1210010051863000160', 'ZABAHR2X', 'Vozimo d.o.o.', 'VZP-4HX8MC', 'VZ-AAAAAA', 'VZ-BBBBBB', 'https://vozimo.example/app/payments']) {
        expect(part).toContain(expected);
      }
    }
    expect(email.text).toContain('- VZ-AAAAAA: Split → Hvar, Saturday, 15 June 2030, Ana Horvat, deposit €27.50');
    expect(email.text).toContain('Sunday, 16 June 2030, -, deposit');
  });

  it('escapes place names in the HTML part', () => {
    const email = bulkPaymentCreatedEmail(payment, bank, 'https://vozimo.example');
    expect(email.html).toContain('Zadar &lt;Old Town&gt;');
    expect(email.html).not.toContain('<Old Town>');
  });
});
