import type { TripStatus } from '@vozimo/contract';

/** A chosen trip as the rule sees it, after the caller's scope was checked. */
export interface ChosenTrip {
  id: number;
  reference: string;
  status: TripStatus;
  depositPaid: boolean;
  bulkPaymentId: number | null;
  /** A card payment of this trip's deposit is processing at the provider. */
  cardPaymentProcessing: boolean;
}

export interface Refusal {
  status: 404 | 409;
  message: string;
}

export const BULK_PAYMENT_MESSAGES = {
  /** Unknown trips and other agents' trips get the same answer, so ids reveal nothing. */
  tripNotFound: 'Trip not found.',
  alreadyInBulkPayment: (reference: string) => `Trip ${reference} is already in a bank-transfer payment.`,
  depositPaid: (reference: string) => `The deposit of trip ${reference} is already paid.`,
  notPendingPayment: (reference: string) => `Trip ${reference} is not waiting for a deposit payment.`,
  cardPaymentProcessing: (reference: string) =>
    `A card payment for trip ${reference} is being processed; wait for its outcome before paying by bank transfer.`,
  noBankAccount: 'Bank transfers are not possible yet: our bank account is not set up. Pay the deposit by card from the trip page, or try again later.',
} as const;

/**
 * A fresh install starts with empty bank details (issue 30): an agent must never be told to pay
 * into a blank account, so a bank transfer waits until staff set all three on the Money screen.
 */
export function bankAccountMissing(bank: { bank_name: string; iban: string; swift: string }): boolean {
  return bank.bank_name.trim() === '' || bank.iban.trim() === '' || bank.swift.trim() === '';
}

/**
 * Nor into an account without a holder: a transfer names the business it pays, from the business
 * details staff keep (ADR 0055), and a bank may refuse a transfer whose beneficiary is blank.
 */
export function bankTransferDetailsMissing(bank: { bank_name: string; iban: string; swift: string; account_holder: string }): boolean {
  return bankAccountMissing(bank) || bank.account_holder.trim() === '';
}

/**
 * Whether a bank transfer may pay the deposits of the chosen trips; the first reason it may not,
 * else null. All or nothing: one unfit trip refuses the whole request, so the agent never pays an
 * amount other than the one they chose. `visible` are the found trips the caller may pay for, in
 * id order; fewer than `requestedIds` means some are unknown or foreign.
 */
export function bulkPaymentRefusal(requestedIds: readonly number[], visible: readonly ChosenTrip[]): Refusal | null {
  const found = new Set(visible.map((trip) => trip.id));
  if (requestedIds.some((id) => !found.has(id))) return { status: 404, message: BULK_PAYMENT_MESSAGES.tripNotFound };
  for (const trip of visible) {
    if (trip.bulkPaymentId !== null) return { status: 409, message: BULK_PAYMENT_MESSAGES.alreadyInBulkPayment(trip.reference) };
    if (trip.depositPaid) return { status: 409, message: BULK_PAYMENT_MESSAGES.depositPaid(trip.reference) };
    if (trip.status !== 'pending_payment') return { status: 409, message: BULK_PAYMENT_MESSAGES.notPendingPayment(trip.reference) };
    if (trip.cardPaymentProcessing) return { status: 409, message: BULK_PAYMENT_MESSAGES.cardPaymentProcessing(trip.reference) };
  }
  return null;
}

/** What the transfer pays: the chosen trips' deposits. */
export function bulkPaymentTotalCents(trips: readonly { depositGrossCents: number }[]): number {
  return trips.reduce((sum, trip) => sum + trip.depositGrossCents, 0);
}

/** Duplicate ids in a request are one choice; sorted, as the trips are locked in id order. */
export function distinctSortedIds(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}
