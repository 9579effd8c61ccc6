import { currentUserSchema } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { parseCurrentUser } from './parse-current-user.ts';

const user = {
  first_name: 'Ana',
  last_name: 'Horvat',
  is_agent: true,
  is_agency_admin: false,
  is_driver: false,
  is_driver_admin: false,
  is_staff: false,
};

describe('parseCurrentUser agrees with the contract schema', () => {
  it.each([
    ['a user', user],
    ['a user with an extra field (dropped)', { ...user, email: 'ana@example.com' }],
    ['a missing flag', { ...user, is_staff: undefined }],
    ['a flag as a string', { ...user, is_agent: 'true' }],
    ['a missing last name', { ...user, last_name: undefined }],
    ['a number as first name', { ...user, first_name: 7 }],
    ['null', null],
    ['a string', 'user'],
    ['an array', [user]],
  ])('%s', (_name, body) => {
    const expected = currentUserSchema.safeParse(body);
    if (expected.success) expect(parseCurrentUser(body)).toEqual(expected.data);
    else expect(() => parseCurrentUser(body)).toThrow(TypeError);
  });
});
