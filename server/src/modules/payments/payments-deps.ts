import type { MailDelivery } from '../../platform/mail/mail-delivery.ts';
import type { ServiceLog } from '../../platform/log.ts';
import type { CardProcessor } from '../../platform/payments/card-processor.ts';
import type { TripsService } from '../trips/ports.ts';
import type { PaymentsRepository } from './payments.repository.ts';

/** What the card deposit services use, handed over by the composition root (server/src/services.ts). */
export interface PaymentsDeps {
  repo: PaymentsRepository;
  processor: CardProcessor;
  /** Locks a trip and records its paid deposit, inside the payment's transaction. */
  trips: Pick<TripsService, 'lockTrip' | 'recordDepositPaid'>;
  /** The site's origin, for the trip link in the receipt. */
  publicUrl: string;
  /** Sends the queued receipt once the event's transaction has committed. */
  mail: MailDelivery;
  log: ServiceLog;
  now: () => Date;
}
