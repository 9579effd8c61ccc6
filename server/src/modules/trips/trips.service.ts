import type { MailDelivery } from '../../platform/mail/mail-delivery.ts';
import type { TripCardPayment } from '../payments/ports.ts';
import type { QuotesService } from '../quotes/ports.ts';
import { createDriverTripService } from './driver-trip.service.ts';
import { createPublicTripService } from './public-trip.service.ts';
import { createTripBookingService } from './trip-booking.service.ts';
import { createTripEditingService } from './trip-editing.service.ts';
import type { TripListingRepository } from './trip-listing.repository.ts';
import { createTripListingService } from './trip-listing.service.ts';
import { createTripStatusService } from './trip-status.service.ts';
import { createTripsForOtherAreas } from './trips-for-other-areas.service.ts';
import type { TripsRepository } from './trips.repository.ts';

export interface TripsServiceDeps {
  repo: TripsRepository;
  listing: TripListingRepository;
  /** The stored quote a booking takes its price from. */
  quotes: Pick<QuotesService, 'loadQuoteForBooking'>;
  /** The card payment form's data on the public trip page. */
  cardPayment: TripCardPayment;
  now: () => Date;
  mail: MailDelivery;
  /** PUBLIC_URL, for links in the customer's e-mails. */
  publicUrl: string;
}

/**
 * The trips area's use cases: listing, booking, editing, the public page, the driver's page, system status moves,
 * and what other areas do with trips inside their transactions.
 */
export function createTripsService({ repo, listing, quotes, cardPayment, now, mail, publicUrl }: TripsServiceDeps) {
  return {
    ...createTripListingService({ listing, now }),
    ...createTripBookingService({ repo, quotes, now, mail, publicUrl }),
    ...createTripEditingService({ repo, quotes, now, mail, publicUrl }),
    ...createPublicTripService({ repo, now, cardPayment }),
    ...createDriverTripService({ repo, now }),
    ...createTripStatusService({ repo, now }),
    ...createTripsForOtherAreas({ repo }),
  };
}

export type TripsService = ReturnType<typeof createTripsService>;
