import { euroStringToCents, type CurrentUser, type PublicTrip } from '@vozimo/contract';

/** What the trip page shows for an empty value (spec section 2). */
export const EMPTY_VALUE = '-';

export function orDash(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  return text === '' ? EMPTY_VALUE : text;
}

export function customerName(trip: Pick<PublicTrip, 'customer_first_name' | 'customer_last_name'>): string {
  return orDash(`${trip.customer_first_name} ${trip.customer_last_name}`);
}

/** 'Yes' with the child info when there is some, else 'No'. */
export function childSeatsText(info: PublicTrip['info']): string {
  if (!info.child_seats) return 'No';
  const childInfo = info.child_info.trim();
  return childInfo === '' ? 'Yes' : `Yes (${childInfo})`;
}

/** The stops' names joined with commas, or a dash. */
export function stopsText(stops: PublicTrip['stops']): string {
  return orDash(stops.map((stop) => stop.name).join(', '));
}

/** The full link the agent sends the customer: this page, with its token. */
export function tripPageLink(origin: string, reference: string, token: string): string {
  return `${origin}/trip/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`;
}

/**
 * A draft's link shares a quote; a booked trip's link is where the customer pays the deposit by
 * card while it is due; after that (paid, in the agent's bank transfer, or the trip over) it only
 * shows the trip (ADR 0057).
 */
export function copyLinkLabel(trip: Pick<PublicTrip, 'status' | 'deposit_paid' | 'deposit_by_bank_transfer'>): string {
  if (trip.status === 'draft') return 'Copy Quote Link';
  const payable = trip.status === 'pending_payment' && !trip.deposit_paid && !trip.deposit_by_bank_transfer;
  return payable ? 'Copy Payment Link' : 'Copy Trip Link';
}

/**
 * 'Offered to drivers' is the marketplace's state, for the people who run the trip: staff and
 * agents. A customer (no account, or a driver holding the link) is not shown it (ADR 0057).
 */
export function seesOfferState(user: Pick<CurrentUser, 'is_staff' | 'is_agent'> | null): boolean {
  return user !== null && (user.is_staff || user.is_agent);
}

/**
 * Staff may offer a booked trip to the driver companies while nobody drives it (spec section 4);
 * once offered, the 'Offered to drivers' badge takes the button's place.
 */
export function canOfferToDrivers(
  trip: Pick<PublicTrip, 'driver' | 'vehicle' | 'status' | 'offer_drivers'>,
  isStaff: boolean,
): boolean {
  const booked = trip.status === 'pending_payment' || trip.status === 'confirmed';
  return isStaff && booked && !trip.offer_drivers && trip.driver === null && trip.vehicle === null;
}

/**
 * Staff may withdraw the offer while no company holds it (ADR 0056): a claim gives the trip a
 * driver and a vehicle, so an offered trip without them is unclaimed. The server decides again.
 */
export function canWithdrawOffer(trip: Pick<PublicTrip, 'driver' | 'vehicle' | 'status' | 'offer_drivers'>, isStaff: boolean): boolean {
  const booked = trip.status === 'pending_payment' || trip.status === 'confirmed';
  return isStaff && booked && trip.offer_drivers && trip.driver === null && trip.vehicle === null;
}

/**
 * What the customer pays the driver (in cents): the price less the deposit paid online. The same
 * sum the server's breakdown calls driver_gross, from the two amounts every trip page has.
 */
export function driverBalanceCents(trip: Pick<PublicTrip, 'price_gross' | 'deposit_gross'>): number {
  return euroStringToCents(trip.price_gross) - euroStringToCents(trip.deposit_gross);
}

/** The deposit is in and the ride is still ahead: the page reminds the customer of the balance due to the driver. */
export function showsBalanceDue(trip: Pick<PublicTrip, 'status' | 'deposit_paid'>): boolean {
  return trip.deposit_paid && (trip.status === 'pending_payment' || trip.status === 'confirmed');
}
