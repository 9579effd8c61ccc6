import type { Database } from '../../platform/db/database.ts';
import type { MailDelivery } from '../../platform/mail/mail-delivery.ts';
import { createPublicTripService } from './public-trip.service.ts';
import { createTripBookingService } from './trip-booking.service.ts';
import { createTripEditingService } from './trip-editing.service.ts';
import { createTripListingRepository } from './trip-listing.repository.ts';
import { createTripListingService } from './trip-listing.service.ts';
import type { TripCardPaymentPort } from './trip-card-payment-port.ts';
import type { LoadQuoteForBooking } from './trip-quote-port.ts';
import { createTripStatusService } from './trip-status.service.ts';
import { createTripsRepository } from './trips.repository.ts';

export interface TripsServiceDeps {
  db: Database;
  /** From the quotes area: the stored quote a booking takes its price from. */
  loadQuoteForBooking: LoadQuoteForBooking;
  now: () => Date;
  mail: MailDelivery;
  /** PUBLIC_URL, for links in the customer's e-mails. */
  publicUrl: string;
  /** From the payments area: the card payment form's data on the public trip page. */
  cardPayment: TripCardPaymentPort;
}

/** The trips area's use cases: listing, booking, editing, the public page and system status moves. */
export function createTripsService({ db, loadQuoteForBooking, now, mail, publicUrl, cardPayment }: TripsServiceDeps) {
  const repo = createTripsRepository(db);
  return {
    ...createTripListingService({ listing: createTripListingRepository(db) }),
    ...createTripBookingService({ repo, loadQuoteForBooking, now, mail, publicUrl }),
    ...createTripEditingService({ repo, loadQuoteForBooking, now, mail, publicUrl }),
    ...createPublicTripService({ repo, now, cardPayment }),
    ...createTripStatusService({ repo, now }),
  };
}

export type TripsService = ReturnType<typeof createTripsService>;
