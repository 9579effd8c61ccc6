import { AT_RISK_WINDOW_HOURS, type OfferedTrip } from '@vozimo/contract';
import type { MailDelivery } from '../../platform/mail/mail-delivery.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import { unclaimedOfferDedupeKey, unclaimedOfferEmail } from './emails/unclaimed-offer-email.ts';
import { offerViewerOf, toOfferedTrip } from './offer-views.ts';
import type { OffersRepository } from './offers.repository.ts';
import { escalationStep } from './rules/unclaimed-escalation.ts';

export interface UnclaimedOffersDeps {
  repo: OffersRepository;
  now: () => Date;
  mail: MailDelivery;
  publicUrl: string;
}

/** How often main.ts looks for unclaimed offers to escalate. */
export const ESCALATION_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

const atRiskUntil = (at: Date) => new Date(at.getTime() + AT_RISK_WINDOW_HOURS * 3_600_000);

/**
 * Beyond the spec (ADR 0020): offered trips nobody claims. Staff see those with pickup within 48
 * hours, and are e-mailed about each at 48 and 24 hours before pickup.
 */
export function createUnclaimedOffersService({ repo, now, mail, publicUrl }: UnclaimedOffersDeps) {
  return {
    /** GET /api/offers_at_risk/: staff's list, soonest first. */
    async listOffersAtRisk(actor: Actor): Promise<OfferedTrip[]> {
      authorize(actor, 'offers.atRisk');
      const at = now();
      return (await repo.listOpenOffers(at, atRiskUntil(at))).map((row) => toOfferedTrip(row, offerViewerOf(actor, row, at)));
    },

    /** One sweep: queues the step's e-mail to every staff member for each unclaimed offer that reached one; answers how many were queued. */
    async escalateUnclaimedOffers(): Promise<number> {
      const at = now();
      const offers = await repo.listOpenOffers(at, atRiskUntil(at));
      const staff = offers.length > 0 ? await repo.listStaffEmails() : [];
      const queued: number[] = [];
      for (const offer of offers) {
        const step = escalationStep(offer.pickupAt, at);
        if (step === null) continue;
        await repo.transaction(async (tx) => {
          for (const to of staff) {
            const email = unclaimedOfferEmail(offer, step, publicUrl);
            const id = await tx.queueEmail({ to, ...email, dedupeKey: unclaimedOfferDedupeKey(offer.id, step, to), secrets: [] });
            if (id !== null) queued.push(id);
          }
        });
      }
      for (const id of queued) mail.dispatch(id);
      return queued.length;
    },
  };
}
