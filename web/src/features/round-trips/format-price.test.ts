import { describe, expect, it } from 'vitest';
import { formatCataloguePrice } from './format-price.ts';

describe('formatCataloguePrice', () => {
  it.each([
    [270, '270'],
    [245.5, '245.50'],
    [45.05, '45.05'],
    [0, '0'],
  ])('%d € reads %j', (euros, text) => {
    expect(formatCataloguePrice(euros)).toBe(text);
  });
});
