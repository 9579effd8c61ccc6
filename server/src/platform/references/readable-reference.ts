import { randomInt } from 'node:crypto';

/**
 * References people read and type, such as the booking reference VZ-7K3Q9A or a bank transfer's
 * VZP-4HX8MC: short enough to read out over the phone, unambiguous when typed from paper. 31
 * symbols in 6 places give about 887 million codes per prefix, so a collision is rare; whoever
 * stores one retries on the unique constraint.
 */

/** No 0/O, 1/I/L: references are read out over the phone and typed from paper. */
export const REFERENCE_ALPHABET: readonly string[] = [...'23456789ABCDEFGHJKMNPQRSTUVWXYZ'];
export const REFERENCE_LENGTH = 6;

/** Picks one item uniformly: a seeded generator in the demo seed, node:crypto for real bookings. */
export interface RandomPicker {
  pick<T>(items: readonly T[]): T;
}

/** One candidate reference, e.g. newReference(random, 'VZ') → 'VZ-7K3Q9A'. */
export function newReference(random: RandomPicker, prefix: string): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += random.pick(REFERENCE_ALPHABET);
  return `${prefix}-${code}`;
}

/** A reference unique within `taken` (which it extends): for planning many at once, as the demo seed does. */
export function uniqueReference(random: RandomPicker, prefix: string, taken: Set<string>): string {
  for (;;) {
    const reference = newReference(random, prefix);
    if (!taken.has(reference)) {
      taken.add(reference);
      return reference;
    }
  }
}

/** Unpredictable picks for real references (the demo seed uses a seeded generator instead). */
export const cryptoPicker: RandomPicker = {
  pick<T>(items: readonly T[]): T {
    const item = items[randomInt(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  },
};
