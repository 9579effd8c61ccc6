// What the catalogue area offers other areas (server/src/modules/README.md): its service, the
// vehicle type with its tariff, and how a stored picture name becomes a URL.
export type { CatalogueService } from './catalogue.service.ts';
export type { VehicleTypeRow } from './catalogue.repository.ts';
// Which types quotes offer and in what order, for a statement that reads them with its own rows.
export { vehicleTypeOrder, vehicleTypeOnOffer } from './vehicle-types-on-offer.ts';
export { publicImageUrl } from './image-url.ts';
// The back office's vehicle types: the pricing area reads every type's tariff through it.
export type { VehicleTypesAdminService } from './vehicle-types-admin.service.ts';
// The back office's catalogue pictures (round trips' photos too): checked by content, re-encoded.
export { catalogueForm, cleanCataloguePhotos } from './catalogue-photos.ts';
export type { PointsOfInterestAdminService } from './points-of-interest-admin.service.ts';
