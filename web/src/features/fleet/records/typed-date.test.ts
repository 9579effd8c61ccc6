import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './typed-date.ts';

describe('parseTypedDate', () => {
  it.each([
    ['31.12.2027', '2027-12-31'],
    ['31.12.2027.', '2027-12-31'],
    ['1.2.2027', '2027-02-01'],
    ['1. 2. 2027.', '2027-02-01'],
    [' 05.06.2030 ', '2030-06-05'],
    ['2027-12-31', '2027-12-31'],
    ['29.02.2028', '2028-02-29'],
  ])('reads %j as %s', (typed, date) => {
    expect(parseTypedDate(typed)).toBe(date);
  });

  it.each(['', '31.02.2027', '29.02.2027', '32.01.2027', '12/05/2027', '31.12.20', '31.12', 'tomorrow', '2027-13-01', 'December 31, 2027'])(
    'takes %j as no date',
    (typed) => {
      expect(parseTypedDate(typed)).toBeNull();
    },
  );
});
