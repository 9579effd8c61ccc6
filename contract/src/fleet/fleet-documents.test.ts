import { describe, expect, it } from 'vitest';
import { documentEndsBeforePickup, documentsValidUntil } from './fleet-documents.ts';

describe('documentEndsBeforePickup: documents must be valid on the day of the trip', () => {
  it('names the document that ends before the pickup, with both dates', () => {
    expect(documentEndsBeforePickup('Ivan Matić', { licence: '2030-12-15', id: '2035-01-01' }, '2031-01-01')).toBe(
      "Driver's licence of Ivan Matić ends on December 15, 2030, before the pickup on January 1, 2031.",
    );
    expect(documentEndsBeforePickup('ZG-1234-AB', { registration: '2032-01-01', insurance: '2030-11-28' }, '2030-12-20')).toBe(
      'Insurance of ZG-1234-AB ends on November 28, 2030, before the pickup on December 20, 2030.',
    );
  });

  it('accepts a document valid through the pickup day, and one not on file', () => {
    expect(documentEndsBeforePickup('Ivan Matić', { licence: '2030-12-15', id: null }, '2030-12-15')).toBeNull();
  });
});

describe('documentsValidUntil', () => {
  it('is the first last valid day among the documents on file', () => {
    expect(documentsValidUntil({ licence: '2031-03-01', id: '2030-12-15' })).toBe('2030-12-15');
    expect(documentsValidUntil({ licence: null, id: null })).toBeNull();
  });
});
