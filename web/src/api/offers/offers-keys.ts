import type { QueryClient } from '@tanstack/react-query';

/**
 * The offers area's query keys: the two trip lists of the Offers screen and the company's driver
 * and vehicle options for the claim and change modals (`company` is the one staff act for; null
 * for a driver admin, whose company the server knows).
 */
export const offersKeys = {
  all: ['offers'] as const,
  /** Both trip lists: a claim or a change moves a trip between them. */
  tripLists: () => ['offers', 'trips'] as const,
  offeredTrips: () => ['offers', 'trips', 'offered'] as const,
  claimedTrips: () => ['offers', 'trips', 'claimed'] as const,
  companyDrivers: (company: number | null) => ['offers', 'company-drivers', { company }] as const,
  companyVehicles: (company: number | null) => ['offers', 'company-vehicles', { company }] as const,
  /** The back office's marketplace (staff, ADR 0020): unclaimed offers near pickup, the payout steps, a company's record. */
  atRisk: () => ['offers', 'at-risk'] as const,
  payoutPolicy: () => ['offers', 'payout-policy'] as const,
  companyRecord: (company: number) => ['offers', 'company-record', { company }] as const,
};

/**
 * After an offer, a claim or a change, whatever the answer: both lists are read again at once,
 * past the offered list's 30-second cache, so the screen never shows a trip someone else took.
 */
export function markOfferListsStale(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: offersKeys.tripLists() });
}
