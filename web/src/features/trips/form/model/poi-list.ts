import type { PointOfInterest, PoiCategory } from '@vozimo/contract';

/**
 * The points-of-interest list (spec section 2): chosen stops first, then the rest, each group in
 * the order the route passes them. The category filter narrows the rest only, so a chosen stop
 * can always be seen and cancelled.
 */
export function orderPois(pois: readonly PointOfInterest[], chosenIds: ReadonlySet<number>, categoryIds: readonly number[]): PointOfInterest[] {
  const chosen = pois.filter((p) => chosenIds.has(p.poi_id));
  const rest = pois.filter((p) => !chosenIds.has(p.poi_id) && (categoryIds.length === 0 || categoryIds.includes(p.category_id)));
  return [...chosen, ...rest];
}

/** The filter's categories: those on this route, in the catalogue's order (unknown ones after, as the points name them). */
export function categoriesOnRoute(pois: readonly PointOfInterest[], catalogue: readonly PoiCategory[]): PoiCategory[] {
  const present = new Map<number, PoiCategory>();
  for (const p of pois) present.set(p.category_id, { category_id: p.category_id, category_name: p.category_name, color: p.poi_color });
  const known = catalogue.filter((c) => present.has(c.category_id));
  const unknown = [...present.values()].filter((c) => !catalogue.some((k) => k.category_id === c.category_id));
  return [...known, ...unknown];
}
