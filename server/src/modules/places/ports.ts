// What the places area offers other areas (server/src/modules/README.md): its service and the
// points of interest it finds along a route.
export type { PlacesService, PoiNearRoute } from './places.service.ts';
