import { describe, expect, it } from 'vitest';
import { PLACE_SEARCH_MESSAGES, placeName, placeSearchQuerySchema } from './place-search.ts';

describe('placeSearchQuerySchema', () => {
  it('trims the text and defaults the limit to 10', () => {
    expect(placeSearchQuerySchema.parse({ q: '  split ' })).toEqual({ q: 'split', limit: 10 });
  });

  it('reads the limit from the query string', () => {
    expect(placeSearchQuerySchema.parse({ q: 'split', limit: '20' }).limit).toBe(20);
  });

  it.each([
    [{}, PLACE_SEARCH_MESSAGES.queryTooShort],
    [{ q: ' s ' }, PLACE_SEARCH_MESSAGES.queryTooShort],
    [{ q: 'x'.repeat(101) }, PLACE_SEARCH_MESSAGES.queryTooLong],
    [{ q: 'split', limit: '21' }, PLACE_SEARCH_MESSAGES.limit],
    [{ q: 'split', limit: '2.5' }, PLACE_SEARCH_MESSAGES.limit],
    [{ q: 'split', limit: 'x' }, PLACE_SEARCH_MESSAGES.limit],
  ])('refuses %o with "%s"', (query, message) => {
    const result = placeSearchQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('placeName', () => {
  it('names an airport by itself, not by the town it serves', () => {
    expect(placeName({ formatted_address: 'Split Airport (SPU), Croatia', locality: 'Split' })).toBe('Split Airport (SPU)');
  });

  it('names a town by the town', () => {
    expect(placeName({ formatted_address: 'Zadar, Croatia', locality: 'Zadar' })).toBe('Zadar');
  });

  it('falls back to the locality when the address is empty', () => {
    expect(placeName({ formatted_address: '', locality: 'Zadar' })).toBe('Zadar');
  });
});
