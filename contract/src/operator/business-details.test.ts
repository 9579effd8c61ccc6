import { describe, expect, it } from 'vitest';
import {
  businessAddressLines,
  businessDetailsComplete,
  businessDetailsRequestSchema,
  businessFooterLine,
  businessPostalAddress,
  EMPTY_BUSINESS_DETAILS,
  isVatNumberShape,
  type BusinessDetails,
} from './business-details.ts';

const SPLIT: BusinessDetails = {
  legal_name: 'Vozimo d.o.o.',
  street_address: 'Put Supavla 1',
  postal_code: '21000',
  city: 'Split',
  country: 'Croatia',
  vat_number: 'HR69435151530',
  support_email: 'support@vozimo.com',
};

describe('isVatNumberShape', () => {
  it.each([
    ['HR69435151530', true],
    ['SI12345678', true],
    ['DE123456789', true],
    ['ATU12345678', true],
    ['69435151530', false],
    ['HR1', false],
    ['HR-69435151530', false],
    ['Our VAT number is HR69435151530', false],
  ])('%s → %s', (vat, valid) => {
    expect(isVatNumberShape(vat)).toBe(valid);
  });

  it('reads a VAT number as people type it, with spaces and in lower case', () => {
    expect(businessDetailsRequestSchema.parse({ ...SPLIT, vat_number: 'hr 694 351 515 30' }).vat_number).toBe('HR69435151530');
  });
});

describe('the address lines, the account holder and the sign-off', () => {
  it('name the business as a letter is addressed', () => {
    expect(businessAddressLines(SPLIT)).toEqual(['Vozimo d.o.o.', 'Put Supavla 1', '21000 Split', 'Croatia']);
    expect(businessPostalAddress(SPLIT)).toBe('Vozimo d.o.o., Put Supavla 1, 21000 Split, Croatia');
    expect(businessFooterLine(SPLIT)).toBe('Vozimo d.o.o., Put Supavla 1, 21000 Split, Croatia · VAT HR69435151530 · support@vozimo.com');
    expect(businessDetailsComplete(SPLIT)).toBe(true);
  });

  it('leave out what is not set, and name no holder without a legal name', () => {
    expect(businessPostalAddress({ ...SPLIT, legal_name: '' })).toBe('');
    expect(businessFooterLine({ ...SPLIT, legal_name: '', vat_number: '' })).toBe('support@vozimo.com');
    expect(businessAddressLines({ ...SPLIT, postal_code: '' })).toEqual(['Vozimo d.o.o.', 'Put Supavla 1', 'Split', 'Croatia']);
    expect(businessDetailsComplete({ ...SPLIT, country: ' ' })).toBe(false);
    expect(businessFooterLine(EMPTY_BUSINESS_DETAILS)).toBe('');
    expect(businessDetailsComplete(EMPTY_BUSINESS_DETAILS)).toBe(false);
  });
});
