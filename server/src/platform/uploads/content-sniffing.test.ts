import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extensionFor, sniffContentType, SNIFF_BYTES } from './content-sniffing.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('sniffContentType', () => {
  it.each([
    ['a PDF', ascii('%PDF-1.7\n%âãÏÓ'), 'application/pdf'],
    ['a JPEG (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46), 'image/jpeg'],
    ['a JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34, 0x45, 0x78), 'image/jpeg'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00), 'image/png'],
    ['a Windows executable', ascii('MZ\x90\x00\x03\x00\x00\x00'), null],
    ['plain text', ascii('hello, this is not a PDF'), null],
    ['a GIF', ascii('GIF89a\x01\x00'), null],
    ['a ZIP (also .docx)', bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00), null],
    ['"%PDF" without the dash', ascii('%PDF1.7'), null],
    ['a PNG signature cut short', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a), null],
    ['an empty file', bytes(), null],
  ])('%s → %s', (_name, head, expected) => {
    expect(sniffContentType(head)).toBe(expected);
  });

  it('needs no more than SNIFF_BYTES bytes', () => {
    expect(SNIFF_BYTES).toBe(8);
  });

  it('answers the same whatever follows the signature', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (tail) => {
        expect(sniffContentType(Uint8Array.from([...ascii('%PDF-'), ...tail]))).toBe('application/pdf');
        expect(sniffContentType(Uint8Array.from([0xff, 0xd8, 0xff, ...tail]))).toBe('image/jpeg');
      }),
    );
  });

  it('never accepts bytes that start with none of the signatures', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 32 }).filter((b) => b[0] !== 0x25 && b[0] !== 0xff && b[0] !== 0x89),
        (head) => {
          expect(sniffContentType(head)).toBeNull();
        },
      ),
    );
  });
});

describe('extensionFor', () => {
  it.each([
    ['application/pdf', 'pdf'],
    ['image/jpeg', 'jpg'],
    ['image/png', 'png'],
  ] as const)('%s → .%s', (type, extension) => {
    expect(extensionFor(type)).toBe(extension);
  });
});
