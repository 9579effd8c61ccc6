import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AD_HOC_DRIVER_MESSAGES, adHocDriverRequestSchema, VEHICLE_COLORS } from './ad-hoc-driver.ts';

const valid = {
  driver_name: 'Ivan Kovač',
  phone: '+385 91 234 5678',
  email: '',
  vehicle_type_id: 1,
  vehicle_make: 'Škoda',
  vehicle_model: 'Superb',
  license_plate: 'ZG-1234-AB',
  color: 'Black',
};

const messagesOf = (input: unknown) => {
  const result = adHocDriverRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('adHocDriverRequestSchema', () => {
  it('trims the text and fills in a missing phone or e-mail', () => {
    expect(adHocDriverRequestSchema.parse({ ...valid, driver_name: ' Ivan Kovač ', phone: undefined, email: ' ivan@example.com ' })).toEqual({
      ...valid,
      phone: '',
      email: 'ivan@example.com',
    });
  });

  it('gives every message of spec section 5 for an empty form, at once', () => {
    expect(messagesOf({})).toEqual([
      ['driver_name', 'Driver name is required'],
      ['vehicle_type_id', 'Vehicle type is required'],
      ['vehicle_make', 'Vehicle make is required'],
      ['vehicle_model', 'Vehicle model is required'],
      ['license_plate', 'License plate is required'],
      ['color', 'Color is required'],
      ['phone', 'Either phone or email is required'],
    ]);
  });

  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ['blank phone and e-mail', { phone: '  ', email: '' }, [['phone', AD_HOC_DRIVER_MESSAGES.phoneOrEmail]]],
    ['a malformed e-mail, without a phone', { phone: '', email: 'ivan@' }, [['email', 'Invalid email format']]],
    ['a malformed e-mail, with a phone', { email: 'not an address' }, [['email', 'Invalid email format']]],
    ['a null vehicle type (the empty select)', { vehicle_type_id: null }, [['vehicle_type_id', 'Vehicle type is required']]],
    ['a vehicle type as text', { vehicle_type_id: '1' }, [['vehicle_type_id', AD_HOC_DRIVER_MESSAGES.vehicleTypeId]]],
    ['a colour not on the list', { color: 'Purple' }, [['color', AD_HOC_DRIVER_MESSAGES.colorChoice]]],
  ])('refuses %s', (_name, changes, expected) => {
    expect(messagesOf({ ...valid, ...changes })).toEqual(expected);
  });

  it('refuses a body that is no object without failing itself', () => {
    for (const input of [null, [], 'driver', 42]) expect(messagesOf(input)).toHaveLength(1);
  });

  it('accepts any of the colours with a phone or an e-mail', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VEHICLE_COLORS), fc.boolean(), (color, byPhone) => {
        const contact = byPhone ? { phone: '091 234 567', email: '' } : { phone: '', email: 'driver@example.com' };
        expect(adHocDriverRequestSchema.safeParse({ ...valid, ...contact, color }).success).toBe(true);
      }),
    );
  });
});
