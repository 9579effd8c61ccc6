// What the catalogue area offers other areas (server/src/modules/README.md): its service, the
// vehicle type with its tariff, and how a stored picture name becomes a URL.
export type { CatalogueService } from './catalogue.service.ts';
export type { VehicleTypeRow } from './catalogue.repository.ts';
export { publicImageUrl } from './image-url.ts';
