import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../seeded-random.ts';
import { newReference, REFERENCE_ALPHABET, uniqueReference } from './readable-reference.ts';

describe('readable references', () => {
  it('look like VZ-7K3Q9A and avoid look-alike characters', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const reference = newReference(createSeededRandom(seed), 'VZ');
        expect(reference).toMatch(/^VZ-[2-9A-HJKMNP-Z]{6}$/);
        expect(reference).not.toMatch(/[01OIL]/);
      }),
    );
  });

  it('has 31 unambiguous symbols', () => {
    expect(REFERENCE_ALPHABET).toHaveLength(31);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(31);
  });

  it('skips references already taken', () => {
    // A picker that repeats itself: the second call must not return the first reference again.
    const sequence = [...'222222', ...'222222', ...'333333'];
    let i = 0;
    const repetitive = { pick: <T>(items: readonly T[]): T => items[REFERENCE_ALPHABET.indexOf(sequence[i++]!)] ?? items[0]! };
    const taken = new Set<string>();
    expect(uniqueReference(repetitive, 'VZ', taken)).toBe('VZ-222222');
    expect(uniqueReference(repetitive, 'VZ', taken)).toBe('VZ-333333');
    expect(taken).toEqual(new Set(['VZ-222222', 'VZ-333333']));
  });
});
