import type { TripStatus } from '@vozimo/contract';

/**
 * What paying a deposit by card needs to know about a trip: the trips area owns the row and
 * hands it over locked (TripsService.lockTrip); the refusal rules and the receipt read these fields.
 */
export interface DepositTrip {
  id: number;
  reference: string;
  token: string;
  status: TripStatus;
  depositGrossCents: number;
  depositPaid: boolean;
  bulkPaymentId: number | null;
  priceGrossCents: number;
  priceVatCents: number;
  vatPercentBp: number;
  startLocality: string;
  endLocality: string;
  pickupDate: string;
  pickupTime: string;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
}
