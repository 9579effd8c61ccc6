/**
 * A round trip's price in the catalogue's words ('Book from 270€', 'Add Rastoke for €45'): whole
 * euros without decimals, anything else with its two ('245.50'). The one exception to the contract's
 * formatEuros ('€1,234.50'), which every other amount on a page or in an e-mail goes through: the
 * spec words the catalogue's offers this way (docs/decisions/0010-public-trip-page-and-round-trip-booking.md).
 */
export function formatCataloguePrice(euros: number): string {
  return Number.isInteger(euros) ? String(euros) : euros.toFixed(2);
}
