import type { PlacesService } from '../places/places.service.ts';

export type { PoiNearRoute } from '../places/places.service.ts';

/** The places area's search: active points within its corridor of the route, in route order. */
export type ListPoisNearRoute = PlacesService['listPoisNearRoute'];
