import type { SeededRandom } from './seeded-random.ts';

/** No 0/O, 1/I/L: references are read out over the phone and typed from paper. */
const REFERENCE_ALPHABET = [...'23456789ABCDEFGHJKMNPQRSTUVWXYZ'];

/** A reference such as VZ-7K3Q9A, unique within `taken` (which it extends). */
export function uniqueReference(random: SeededRandom, prefix: string, taken: Set<string>): string {
  for (;;) {
    let code = '';
    for (let i = 0; i < 6; i++) code += random.pick(REFERENCE_ALPHABET);
    const reference = `${prefix}-${code}`;
    if (!taken.has(reference)) {
      taken.add(reference);
      return reference;
    }
  }
}
