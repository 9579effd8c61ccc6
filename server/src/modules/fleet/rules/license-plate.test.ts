import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { licensePlateKey } from './license-plate.ts';

describe('licensePlateKey', () => {
  it.each([
    ['ZG-1234-AB', 'ZG1234AB'],
    ['zg 1234 ab', 'ZG1234AB'],
    ['ZG.1234.AB', 'ZG1234AB'],
    ['  LJ·AB-123  ', 'LJAB123'],
    ['ST\t567-CD', 'ST567CD'],
    ['', ''],
  ])('%j → %j', (plate, key) => {
    expect(licensePlateKey(plate)).toBe(key);
  });

  it('tells different plates apart', () => {
    expect(licensePlateKey('ZG-1234-AB')).not.toBe(licensePlateKey('ZG-1234-AC'));
  });

  it('is idempotent and ignores case and separators wherever they are', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('A', 'b', 'Č', '1', '9', ' ', '-', '.', '·')), (chars) => {
        const plate = chars.join('');
        const key = licensePlateKey(plate);
        expect(licensePlateKey(key)).toBe(key);
        expect(key).not.toMatch(/[\s\-.·]/);
        expect(licensePlateKey(plate.toLowerCase())).toBe(key);
      }),
    );
  });
});
