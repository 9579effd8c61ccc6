import { describe, expect, it } from 'vitest';
import { BULK_PAYMENT_MESSAGES, bankTransferDetailsMissing, bulkPaymentRefusal, bulkPaymentTotalCents, distinctSortedIds, type ChosenTrip } from './bulk-payment-refusal.ts';

const pending = (id: number, changes: Partial<ChosenTrip> = {}): ChosenTrip => ({
  id,
  reference: `VZ-${id}AAAAA`,
  status: 'pending_payment',
  depositPaid: false,
  bulkPaymentId: null,
  cardPaymentProcessing: false,
  ...changes,
});

describe('bulkPaymentRefusal', () => {
  it('accepts pending trips with unpaid deposits that are in no bank transfer', () => {
    expect(bulkPaymentRefusal([1, 2], [pending(1), pending(2)])).toBeNull();
  });

  it('answers 404 when any trip is unknown or not the caller’s, before anything else', () => {
    expect(bulkPaymentRefusal([1, 2], [pending(1, { depositPaid: true })])).toEqual({ status: 404, message: 'Trip not found.' });
  });

  it.each([
    ['in a bank transfer', { bulkPaymentId: 9 }, 'Trip VZ-2AAAAA is already in a bank-transfer payment.'],
    ['with its deposit paid', { depositPaid: true, status: 'confirmed' as const }, 'The deposit of trip VZ-2AAAAA is already paid.'],
    ['a quote', { status: 'draft' as const }, 'Trip VZ-2AAAAA is not waiting for a deposit payment.'],
    ['canceled', { status: 'canceled' as const }, 'Trip VZ-2AAAAA is not waiting for a deposit payment.'],
    ['with a card payment processing', { cardPaymentProcessing: true }, BULK_PAYMENT_MESSAGES.cardPaymentProcessing('VZ-2AAAAA')],
  ])('refuses the whole choice (409) when one trip is %s, naming it', (_name, changes, message) => {
    expect(bulkPaymentRefusal([1, 2, 3], [pending(1), pending(2, changes), pending(3)])).toEqual({ status: 409, message });
  });

  it('names the first unfit trip in id order', () => {
    expect(bulkPaymentRefusal([1, 2], [pending(1, { bulkPaymentId: 4 }), pending(2, { bulkPaymentId: 4 })])?.message).toContain('VZ-1AAAAA');
  });
});

describe('bulk payment helpers', () => {
  it('adds the deposits to the cent', () => {
    expect(bulkPaymentTotalCents([{ depositGrossCents: 2750 }, { depositGrossCents: 1 }, { depositGrossCents: 12_345 }])).toBe(15_096);
    expect(bulkPaymentTotalCents([])).toBe(0);
  });

  it('collapses duplicate ids and sorts them', () => {
    expect(distinctSortedIds([5, 2, 5, 10, 2])).toEqual([2, 5, 10]);
  });
});

describe('bankTransferDetailsMissing', () => {
  const set = { bank_name: 'Zagrebačka banka', iban: 'HR12 1001 0051 8630 0016 0', swift: 'ZABAHR2X', account_holder: 'Vozimo d.o.o., Put Supavla 1, 21000 Split, Croatia' };
  it.each([
    ['everything set', false, set],
    ['no bank name', true, { ...set, bank_name: ' ' }],
    ['no IBAN', true, { ...set, iban: '' }],
    ['no SWIFT', true, { ...set, swift: '' }],
    ['no holder (the business details name none)', true, { ...set, account_holder: '' }],
  ])('%s: missing %s', (_case, missing, bank) => {
    expect(bankTransferDetailsMissing(bank)).toBe(missing);
  });
});
