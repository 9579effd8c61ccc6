/**
 * A round trip's price in the catalogue's words ('Book from 270€', 'Add Rastoke for €45'): whole
 * euros without decimals, anything else with its two ('245.50').
 * See docs/decisions/0010-public-trip-page-and-round-trip-booking.md.
 */
export function formatCataloguePrice(euros: number): string {
  return Number.isInteger(euros) ? String(euros) : euros.toFixed(2);
}
