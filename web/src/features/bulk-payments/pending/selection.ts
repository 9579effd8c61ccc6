import { centsToEuroString, euroStringToCents, type PendingPaymentTrip } from '@vozimo/contract';

/** A trip already in a bank transfer cannot be chosen again (spec section 5, "Payments"). */
export function isSelectable(trip: PendingPaymentTrip): boolean {
  return trip.bulk_payment === null && !trip.deposit_paid;
}

/** The chosen trips still on the list and still selectable (the list may have changed since). */
export function effectiveSelection(trips: PendingPaymentTrip[], chosen: ReadonlySet<number>): PendingPaymentTrip[] {
  return trips.filter((trip) => chosen.has(trip.trip_id) && isSelectable(trip));
}

/** The select-all checkbox: checked when every selectable trip is chosen, indeterminate when some are. */
export function selectAllState(trips: PendingPaymentTrip[], chosen: ReadonlySet<number>) {
  const selectable = trips.filter(isSelectable).length;
  const selected = effectiveSelection(trips, chosen).length;
  return {
    checked: selectable > 0 && selected === selectable,
    indeterminate: selected > 0 && selected < selectable,
    disabled: selectable === 0,
  };
}

/** What ticking the select-all checkbox chooses: every selectable trip, or none when all were chosen. */
export function toggleAll(trips: PendingPaymentTrip[], chosen: ReadonlySet<number>): Set<number> {
  return selectAllState(trips, chosen).checked ? new Set() : new Set(trips.filter(isSelectable).map((trip) => trip.trip_id));
}

export function toggleOne(chosen: ReadonlySet<number>, tripId: number): Set<number> {
  const next = new Set(chosen);
  if (next.has(tripId)) next.delete(tripId);
  else next.add(tripId);
  return next;
}

/** "16.88" → 1688, exactly, for the two-decimal money strings of the API. */
/** The sum of the trips' deposits, as a money string: what the one transfer pays. */
export function depositsTotal(trips: PendingPaymentTrip[]): string {
  return centsToEuroString(trips.reduce((sum, trip) => sum + euroStringToCents(trip.deposit_gross), 0));
}
