import { describe, expect, it } from 'vitest';
import { readListAddress, writeListAddress } from './list-address.ts';

describe('a list in the address', () => {
  it('reads search, page and filters, with the first page for a bad one', () => {
    expect(readListAddress(new URLSearchParams('search=%20split%20&page=3&category=4'), ['category'])).toEqual({
      search: 'split',
      page: 3,
      filters: { category: '4' },
    });
    expect(readListAddress(new URLSearchParams('page=-2'), ['category']).page).toBe(1);
    expect(readListAddress(new URLSearchParams('page=abc'), []).page).toBe(1);
  });

  it('goes back to the first page on any change but the page, and drops empty values', () => {
    const current = readListAddress(new URLSearchParams('search=split&page=3&category=4'), ['category']);
    expect(writeListAddress(current, { search: 'zadar' }, ['category']).toString()).toBe('search=zadar&category=4');
    expect(writeListAddress(current, { category: null }, ['category']).toString()).toBe('search=split');
    expect(writeListAddress(current, { page: 5 }, ['category']).toString()).toBe('search=split&category=4&page=5');
  });
});
