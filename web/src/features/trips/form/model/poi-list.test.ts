import { describe, expect, it } from 'vitest';
import { poi } from '../test/fixtures.ts';
import { categoriesOnRoute, orderPois } from './poi-list.ts';

const trogir = poi({ poi_id: 1, category_id: 3 });
const omis = poi({ poi_id: 2, category_id: 2 });
const makarska = poi({ poi_id: 3, category_id: 7 });
const ston = poi({ poi_id: 4, category_id: 3 });
const route = [trogir, omis, makarska, ston];

describe('orderPois', () => {
  it.each<[string, number[], number[], number[]]>([
    ['route order without stops or filter', [], [], [1, 2, 3, 4]],
    ['chosen stops first, in route order', [4, 2], [], [2, 4, 1, 3]],
    ['the filter narrows the rest', [], [3], [1, 4]],
    ['a chosen stop stays whatever the filter', [2], [3], [2, 1, 4]],
    ['a filter matching nothing leaves the chosen', [2], [99], [2]],
  ])('%s', (_what, chosen, categories, ids) => {
    expect(orderPois(route, new Set(chosen), categories).map((p) => p.poi_id)).toEqual(ids);
  });
});

describe('categoriesOnRoute', () => {
  it('lists the categories present, in the catalogue’s order, then unknown ones', () => {
    const catalogue = [
      { category_id: 7, category_name: 'Beaches', color: 'blue' },
      { category_id: 1, category_name: 'National parks', color: 'green' },
      { category_id: 3, category_name: 'Old towns', color: 'orange' },
    ];
    expect(categoriesOnRoute(route, catalogue).map((c) => c.category_id)).toEqual([7, 3, 2]);
  });
});
