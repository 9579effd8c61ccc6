import { isFinalTripStatus, type TripStatus } from '@vozimo/contract';
import type { Actor } from './actor.ts';
import { forbidden } from '../http/app-error.ts';

/** What a permission check needs to know about a trip: who owns it and who drives it. */
export interface TripAccess {
  agentUserId: number | null;
  agencyId: number | null;
  companyId: number | null;
  driverId: number | null;
  status: TripStatus;
}

/**
 * Every action the product knows, with the rule that allows it (spec section 6, guide section 3).
 * Object-level actions take the object; a rule without one is about the role alone.
 */
const rules = {
  /** Sign in as somebody else's agent or driver view (console helper). */
  'auth.override': (a: Actor) => a.realIsStaff,

  'trips.list': (a: Actor) => a.isStaff || a.isAgent || a.isDriver,
  'trips.stats': (a: Actor) => a.isStaff || a.isAgent || a.isDriver,
  /** Staff: all; agency admin: the agency's; agent: own; driver admin: the company's; driver: assigned. */
  'trip.read': (a: Actor, t: TripAccess) =>
    a.isStaff || ownsAsAgent(a, t) || (a.isDriver && assignedToDriverSide(a, t)),
  /**
   * The sale of a trip: the customer's link (its token), the agent's prices (net price, agency fee)
   * and the trip form's data. Staff and the agent side that sold it; never the drivers who only
   * drive it (docs/decisions/0046-what-the-supply-side-sees.md).
   */
  'trip.readSale': (a: Actor, t: TripAccess) => a.isStaff || ownsAsAgent(a, t),
  'trip.create': (a: Actor) => a.isStaff || a.isAgent,
  /** Drafts may be edited by their agent side; any open trip by staff. */
  'trip.edit': (a: Actor, t: TripAccess) =>
    (a.isStaff && !isFinalTripStatus(t.status)) || (t.status === 'draft' && ownsAsAgent(a, t)),
  /** The Edit modal on the public trip page (contact and extra info); frozen once the trip is over (spec section 2). */
  'trip.editInfo': (a: Actor, t: TripAccess) => !isFinalTripStatus(t.status) && (a.isStaff || ownsAsAgent(a, t)),
  'trip.assignDriver': (a: Actor) => a.isStaff,
  'trip.changeStatus': (a: Actor) => a.isStaff,
  'trip.offerToDrivers': (a: Actor) => a.isStaff,

  /** The Offers screen (ADR 0020): a driver admin for its company (once approved), staff for any. */
  'offers.list': (a: Actor) => a.isStaff || (a.isDriver && a.isDriverAdmin && a.companyId !== null),
  /** Claim a trip, change its driver and vehicle: a driver admin for its company, staff on a company's behalf. */
  'offers.claim': (a: Actor) => a.isStaff || (a.isDriver && a.isDriverAdmin && a.companyId !== null),
  /** Offered trips still unclaimed close to pickup (GET /api/offers_at_risk/). */
  'offers.atRisk': (a: Actor) => a.isStaff,
  /** Read and set the automatic payout steps of unclaimed offers (GET/POST /api/offer_payout_policy/). */
  'offers.payoutPolicy': (a: Actor) => a.isStaff,
  /** A company's claims, releases and late changes (GET /api/company_marketplace_record/). */
  'offers.companyRecord': (a: Actor) => a.isStaff,

  /** Price a trip with another agency's commission than the actor's own (staff quote for any agency). */
  'quote.priceForOtherAgency': (a: Actor) => a.isStaff,
  /** Book with a stored quote: the user who made it; staff any. */
  'quote.use': (a: Actor, q: QuoteAccess) => a.isStaff || q.createdByUserId === a.userId,

  'roundTrips.list': (a: Actor) => a.isStaff || a.isAgent,
  /** Reference data of the forms (vehicle types, point-of-interest categories): no secrets, any signed-in user. */
  'catalogue.read': (_a: Actor) => true,
  /** Platform percentages (service fee, VAT, deposit, card processing, default commission). */
  'pricing.manage': (a: Actor) => a.isStaff,
  /**
   * The Payments screen's list: an agent sees its side's trips; staff (viewing as agent, ADR 0018)
   * every agency's, read-only.
   */
  'payments.listPending': (a: Actor) => a.isAgent || a.isStaff,
  /** Make a bank transfer: an agent pays its side's deposits (staff only as an impersonated agent). */
  'payments.bulk': (a: Actor) => a.isAgent,
  /** A bank-transfer payment: staff; the agent who made it; its agency's admin. */
  'payments.readBulk': (a: Actor, p: BulkPaymentAccess) => a.isStaff || ownsAsAgent(a, p),
  'payments.markBulkPaid': (a: Actor) => a.isStaff,

  'agents.list': (a: Actor) => a.isStaff || (a.isAgent && a.isAgencyAdmin),
  // Accounts (docs/decisions/0021-accounts.md). Invitations: an agency admin invites agents into its
  // agency, a driver admin accounts for its company's drivers, staff either anywhere.
  'invitations.list': (a: Actor) => a.isStaff || (a.isAgent && a.isAgencyAdmin) || (a.isDriver && a.isDriverAdmin),
  'invitations.manage': (a: Actor, i: InvitationAccess) =>
    a.isStaff ||
    (i.role === 'agent' && a.isAgent && a.isAgencyAdmin && a.agencyId !== null && i.agencyId === a.agencyId) ||
    (i.role === 'driver' && a.isDriver && a.isDriverAdmin && a.companyId !== null && i.companyId === a.companyId),
  /** Settings: the signed-in person's own name, e-mail and password. */
  'account.manageOwn': (_a: Actor) => true,
  /** (De)activate an agent (docs/decisions/0021-accounts.md): staff any; an agency admin its agency's. */
  'agents.manage': (a: Actor, r: AgentAccess) =>
    a.isStaff || (a.isAgent && a.isAgencyAdmin && a.agencyId !== null && r.agencyId === a.agencyId),
  // Fleet (docs/decisions/0019-fleet-records.md). A plain driver lists only its own record on
  // Drivers and its company's vehicles; what is listed is scoped by the service.
  'drivers.list': (a: Actor) => a.isStaff || a.isDriver,
  'drivers.create': (a: Actor) => a.isStaff || (a.isDriver && a.isDriverAdmin),
  'vehicles.list': (a: Actor) => a.isStaff || a.isDriver,
  'vehicles.create': (a: Actor) => a.isStaff || (a.isDriver && a.isDriverAdmin),
  /** Edit or (de)activate a driver or vehicle: staff any; a driver admin its company's. */
  'fleet.manage': (a: Actor, r: FleetRecordAccess) => a.isStaff || (a.isDriverAdmin && sameCompany(a, r)),
  /** Photos, and a vehicle's papers (drivers carry them in the car): staff; any driver of the company. */
  'fleet.readFiles': (a: Actor, r: FleetRecordAccess) => a.isStaff || sameCompany(a, r),
  /** A driver's licence and ID: staff, the company's driver admin, the driver themself. */
  'fleet.readDriverDocuments': (a: Actor, r: FleetRecordAccess) =>
    a.isStaff || (a.isDriverAdmin && sameCompany(a, r)) || (a.isDriver && a.driverId !== null && r.driverId === a.driverId),
  /** Settings: an agency admin's own agency, its details but not its commission (issue 30). */
  'agency.manageOwn': (a: Actor) => a.isAgent && a.isAgencyAdmin && a.agencyId !== null,
  /** Settings: a driver admin's own company, its details and payout account (issue 30). */
  'company.manageOwn': (a: Actor) => a.isDriver && a.isDriverAdmin && a.companyId !== null,
  'fleet.createAdHoc': (a: Actor) => a.isStaff,
  'fleet.listForTripForm': (a: Actor) => a.isStaff,
  'fleet.approve': (a: Actor) => a.isStaff,

  'staff.docs': (a: Actor) => a.isStaff,
  'staff.outbox': (a: Actor) => a.isStaff,

  // The back office at /admin/ (docs/decisions/0023-back-office.md): staff only, every call.
  /** Read partner applications and their documents, approve or reject them. */
  'partners.review': (a: Actor) => a.isStaff,
  /** Driver companies: list, create, edit (details, payout account), deactivate. */
  'companies.manage': (a: Actor) => a.isStaff,
  /** Agencies: list, create, edit (commission, details), deactivate. */
  'agencies.manage': (a: Actor) => a.isStaff,
  /** Every account: list, create staff, deactivate, resend an invitation, send a password-reset link. */
  'users.manage': (a: Actor) => a.isStaff,
  /** Points of interest, their categories, round trips and vehicle types. */
  'catalogue.manage': (a: Actor) => a.isStaff,
  /** The bank details shown for bank transfers. */
  'bankDetails.manage': (a: Actor) => a.isStaff,
  /** The operator's own legal identity that e-mails and bank transfers name (ADR 0055). */
  'businessDetails.manage': (a: Actor) => a.isStaff,
  /** The back office's setup checklist: what a business still needs before its first day. */
  'setup.read': (a: Actor) => a.isStaff,
  /** Find any trip by reference or customer and read its whole history. */
  'trips.findAny': (a: Actor) => a.isStaff,
  /** The audit log. */
  'audit.read': (a: Actor) => a.isStaff,
} satisfies Record<string, (a: Actor, resource: never) => boolean>;

/** Which agency an agent user belongs to (users.agency_id). */
export interface AgentAccess {
  agencyId: number | null;
}

/** What an invitation opens: an agent of an agency, or the account of a driver of a company. */
export interface InvitationAccess {
  role: 'agent' | 'driver';
  agencyId: number | null;
  companyId: number | null;
}

/** Whose a driver or vehicle is: its company, and for a driver its own id (null for a vehicle). */
export interface FleetRecordAccess {
  companyId: number;
  driverId: number | null;
}

function sameCompany(a: Actor, r: FleetRecordAccess): boolean {
  return a.isDriver && a.companyId !== null && r.companyId === a.companyId;
}

/** Who made a stored quote (trip_price_quotes.created_by_user_id). */
export interface QuoteAccess {
  createdByUserId: number | null;
}

/** Who made a bank-transfer payment (bulk_payments.agent_user_id, agency_id). */
export type BulkPaymentAccess = Pick<TripAccess, 'agentUserId' | 'agencyId'>;

function ownsAsAgent(a: Actor, t: Pick<TripAccess, 'agentUserId' | 'agencyId'>): boolean {
  if (!a.isAgent) return false;
  if (t.agentUserId === a.userId) return true;
  return a.isAgencyAdmin && a.agencyId !== null && t.agencyId === a.agencyId;
}

function assignedToDriverSide(a: Actor, t: TripAccess): boolean {
  if (a.driverId !== null && t.driverId === a.driverId) return true;
  return a.isDriverAdmin && a.companyId !== null && t.companyId === a.companyId;
}

export type Action = keyof typeof rules;
export type ResourceOf<A extends Action> = Parameters<(typeof rules)[A]> extends [Actor, infer R] ? R : undefined;
/** The actions decided on an object (a trip, a payment, a driver…), not on the role alone. */
export type ObjectAction = { [A in Action]: ResourceOf<A> extends undefined ? never : A }[Action];

/**
 * Who may ask for an object-level action at all, by role alone: the gate a route declares
 * (`config.permission`, http/route-permission.ts) is checked before the request's input is
 * validated, so a role that can never be allowed learns nothing of the route's fields. Each gate
 * lets through every actor its rule allows for some object (role-gates.test.ts holds them to it);
 * the service then decides on the object itself.
 */
const roleGates: { [A in ObjectAction]: (a: Actor) => boolean } = {
  'trip.read': (a) => a.isStaff || a.isAgent || a.isDriver,
  'trip.readSale': (a) => a.isStaff || a.isAgent,
  'trip.edit': (a) => a.isStaff || a.isAgent,
  'trip.editInfo': (a) => a.isStaff || a.isAgent,
  // Whoever made a quote may use it, whatever their roles now; the routes that take one ask 'trip.create'.
  'quote.use': () => true,
  'payments.readBulk': (a) => a.isStaff || a.isAgent,
  'invitations.manage': (a) => rules['invitations.list'](a),
  'agents.manage': (a) => a.isStaff || (a.isAgent && a.isAgencyAdmin),
  'fleet.manage': (a) => a.isStaff || (a.isDriver && a.isDriverAdmin),
  'fleet.readFiles': (a) => a.isStaff || a.isDriver,
  'fleet.readDriverDocuments': (a) => a.isStaff || a.isDriver,
};

/** The role-level half of an action: the whole rule for a role-level one, the gate for an object-level one. */
export function mayAsk(actor: Actor | null, action: Action): boolean {
  if (!actor) return false;
  if (action in roleGates) return roleGates[action as ObjectAction](actor);
  return (rules[action] as (a: Actor) => boolean)(actor);
}

/** The permission question every service asks first. */
export function can<A extends Action>(actor: Actor | null, action: A, ...resource: ResourceOf<A> extends undefined ? [] : [ResourceOf<A>]): boolean {
  if (!actor) return false;
  const rule = rules[action] as (a: Actor, r?: unknown) => boolean;
  return rule(actor, resource[0]);
}

/** `can()` or throw 403. */
export function authorize<A extends Action>(actor: Actor, action: A, ...resource: ResourceOf<A> extends undefined ? [] : [ResourceOf<A>]): void {
  if (!can(actor, action, ...resource)) throw forbidden();
}

export const ACTIONS = Object.keys(rules) as Action[];
