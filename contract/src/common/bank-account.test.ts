import { describe, expect, it } from 'vitest';
import { compactBankCode, isValidIban, isValidSwift, optionalIbanSchema } from './bank-account.ts';

describe('isValidIban', () => {
  it.each(['HR1210010051863000160', 'SI56263300012039086', 'DE89370400440532013000', 'GB82WEST12345698765432'])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });
  it.each(['HR1210010051863000161', 'SI56263300012039087', 'XX00', '1212100100518630001', 'HR12-1001'])('refuses %s', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });
  it('reads an IBAN as printed, in groups and lower case', () => {
    expect(optionalIbanSchema.parse('hr12 1001 0051 8630 0016 0')).toBe('HR1210010051863000160');
    expect(optionalIbanSchema.safeParse('HR12 1001 0051 8630 0016 1').success).toBe(false);
    expect(optionalIbanSchema.parse(undefined)).toBe('');
  });
});

describe('isValidSwift', () => {
  it.each([
    ['ZABAHR2X', true],
    ['ljbasi2x', true],
    ['DEUTDEFF500', true],
    ['ZABA HR2X', true],
    ['ZAB1HR2X', false],
    ['ZABAHR2', false],
    ['ZABAHR2X50', false],
  ])('%s → %s', (swift, valid) => {
    expect(isValidSwift(compactBankCode(swift))).toBe(valid);
  });
});
