import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './search-text.ts';

describe('normalizeSearchText', () => {
  it.each([
    ['Šibenik', 'sibenik'],
    ['ŠIBENIK', 'sibenik'],
    ['Đurđevac', 'durdevac'],
    ['Sveti Ðurđ', 'sveti durd'],
    ['Varaždin', 'varazdin'],
    ['Čakovec', 'cakovec'],
    ['Ćilipi', 'cilipi'],
    ['Ljubljana', 'ljubljana'],
    ['Pécs', 'pecs'],
    ['Székesfehérvár', 'szekesfehervar'],
    ['Łódź', 'lodz'],
    ['Straße', 'strasse'],
    ['  Kranjska-Gora ', 'kranjska gora'],
    ["Sant'Angelo", 'sant angelo'],
    ['Split Airport (SPU)', 'split airport spu'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('is idempotent and leaves only lower-case letters, digits and single spaces', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => {
        const once = normalizeSearchText(text);
        expect(normalizeSearchText(once)).toBe(once);
        expect(once).not.toMatch(/\s{2,}|^\s|\s$/);
        expect(once).toBe(once.toLowerCase());
      }),
    );
  });
});
