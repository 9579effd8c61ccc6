import type { Actor } from '../../platform/permissions/actor.ts';
import { can, type TripAccess } from '../../platform/permissions/can.ts';
import { customerContactShownToDriver } from './rules/customer-contact.ts';

/**
 * What of a trip one viewer sees beyond the trip itself (docs/decisions/0046-what-the-supply-side-sees.md):
 * the sale (the customer's link, the agent and the agent's prices) is staff's and the selling agent
 * side's; the customer's name and phone are theirs too, and the driver side's (the trip's assigned
 * driver, its company's driver admins) around pickup. Every answer that carries a trip to a driver
 * is shaped by this.
 */
export interface TripViewer {
  seesSale: boolean;
  seesCustomer: boolean;
}

export function tripViewerOf(actor: Actor, trip: TripAccess & { pickupAt: Date }, now: Date): TripViewer {
  const seesSale = can(actor, 'trip.readSale', trip);
  const drivesIt = can(actor, 'trip.read', trip);
  return { seesSale, seesCustomer: seesSale || (drivesIt && customerContactShownToDriver(trip, now)) };
}
