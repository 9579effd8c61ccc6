import fc from 'fast-check';
import { addDays } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { reminderStepDue } from './document-reminders.ts';

const TODAY = '2030-06-01';

describe('reminderStepDue', () => {
  it.each([
    [45, null],
    [31, null],
    [30, 30],
    [20, 30],
    [15, 30],
    [14, 14],
    [8, 14],
    [7, 7],
    [1, 7],
    [0, 7],
    [-1, null],
  ] as const)('%i days left → %s', (daysLeft, step) => {
    expect(reminderStepDue(addDays(TODAY, daysLeft), TODAY)).toBe(step);
  });

  it('asks for the steps in order, each on a run of days, as the days go by', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), (offset) => {
        const expiresOn = addDays(TODAY, offset);
        const steps = Array.from({ length: 40 }, (_, i) => reminderStepDue(expiresOn, addDays(expiresOn, i - 35)));
        const distinct = steps.filter((s, i) => s !== null && s !== steps[i - 1]);
        expect(distinct).toEqual([30, 14, 7]);
      }),
    );
  });
});
