import { all, signedIn, staffOnly, type EndpointCase } from './matrix-cases.ts';
import { backOfficeCases } from './back-office/index.ts';

export { EVERYONE, type EndpointCase, type MatrixFixture, type Who } from './matrix-cases.ts';

/**
 * For every API endpoint, each role's expected status. A new endpoint without an entry here
 * fails the permission test: deciding who may call it is part of adding it.
 */
const productCases: EndpointCase[] = [
  { method: 'GET', route: '/api/health/', expect: all(200) },
  { method: 'GET', route: '/api/health/live/', expect: all(200) },
  { method: 'GET', route: '/api/auth/', expect: signedIn(200) },
  {
    name: 'wrong password is the same answer for everyone',
    method: 'POST',
    route: '/api/auth/',
    body: (_f, who) => ({ username: `nobody-${who}`, password: 'wrong' }),
    expect: all(400),
  },
  { method: 'DELETE', route: '/api/auth/', expect: all(200) },
  {
    method: 'POST',
    route: '/api/auth_override/',
    body: (f) => ({ agent_id: f.own.users.agent.id }),
    expect: staffOnly(),
  },
  { method: 'DELETE', route: '/api/auth_override/', expect: staffOnly() },
  {
    // Open to everyone (no 401): the request reaches the handler, which wants multipart, not JSON.
    name: 'public partner application',
    method: 'POST',
    route: '/api/partners/',
    body: () => ({ company_name: 'Matrix Transfers' }),
    expect: all(415),
  },
  // Public: the city pickers of the public site search places too; town names are no secret.
  { name: 'place search', method: 'GET', route: '/api/places/', path: () => '/api/places/?q=split', expect: all(200) },
  // Reference data of the forms: any signed-in user (drivers pick a vehicle type on the vehicle form).
  { method: 'GET', route: '/api/list_vehicle_types/', expect: signedIn(200) },
  { method: 'GET', route: '/api/poi_categories/', expect: signedIn(200) },
  // The trip form's staff panel ('fleet.listForTripForm', 'fleet.createAdHoc'): staff only.
  { method: 'GET', route: '/api/list_drivers', expect: staffOnly() },
  { method: 'GET', route: '/api/list_vehicles', expect: staffOnly() },
  {
    name: 'a valid driver and vehicle (a plate of its own for each caller)',
    method: 'POST',
    route: '/api/create_ad_hoc_driver/',
    body: (_f, who) => ({
      driver_name: `Matrix ${who}`,
      phone: '+385 91 555 0000',
      email: '',
      vehicle_type_id: 1,
      vehicle_make: 'Škoda',
      vehicle_model: 'Octavia',
      license_plate: `MX-${who}`,
      color: 'Silver',
    }),
    expect: staffOnly(),
  },
  // The Drivers and Vehicles screens (docs/decisions/0019-fleet-records.md): driver admins their
  // company's, a plain driver reads (its own record on Drivers), staff all; another company's record
  // answers 404 like an unknown one. The forms are multipart: a JSON body gets past the permission
  // check to the 415. Which files each role opens: fleet-files.int.test.ts.
  { method: 'GET', route: '/api/drivers/', expect: signedIn(403, { staff: 200, driverAdmin: 200, driver: 200 }) },
  { method: 'GET', route: '/api/vehicles/', expect: signedIn(403, { staff: 200, driverAdmin: 200, driver: 200 }) },
  { method: 'POST', route: '/api/create_driver/', body: () => ({}), expect: signedIn(403, { staff: 415, driverAdmin: 415 }) },
  { method: 'POST', route: '/api/create_vehicle/', body: () => ({}), expect: signedIn(403, { staff: 415, driverAdmin: 415 }) },
  {
    name: "own company's driver",
    method: 'POST',
    route: '/api/update_driver/:driverId/',
    path: (f) => `/api/update_driver/${f.own.drivers.plain.id}/`,
    body: () => ({}),
    expect: signedIn(403, { staff: 415, driverAdmin: 415 }),
  },
  {
    name: "another company's driver",
    method: 'POST',
    route: '/api/update_driver/:driverId/',
    path: (f) => `/api/update_driver/${f.foreign.drivers.plain.id}/`,
    body: () => ({}),
    expect: signedIn(403, { staff: 415, driverAdmin: 404 }),
  },
  {
    name: "own company's driver, already active",
    method: 'POST',
    route: '/api/set_driver_active/:driverId/',
    path: (f) => `/api/set_driver_active/${f.own.drivers.plain.id}/`,
    body: () => ({ is_active: true }),
    expect: signedIn(403, { staff: 200, driverAdmin: 200 }),
  },
  {
    name: "another company's driver",
    method: 'POST',
    route: '/api/set_driver_active/:driverId/',
    path: (f) => `/api/set_driver_active/${f.foreign.drivers.plain.id}/`,
    body: () => ({ is_active: true }),
    expect: signedIn(403, { staff: 200, driverAdmin: 404 }),
  },
  {
    name: 'an unknown vehicle: permission is checked first',
    method: 'POST',
    route: '/api/update_vehicle/:vehicleId/',
    path: () => '/api/update_vehicle/2147483647/',
    body: () => ({}),
    expect: signedIn(403, { staff: 404, driverAdmin: 404 }),
  },
  {
    name: 'an unknown vehicle: permission is checked first',
    method: 'POST',
    route: '/api/set_vehicle_active/:vehicleId/',
    path: () => '/api/set_vehicle_active/2147483647/',
    body: () => ({ is_active: false }),
    expect: signedIn(403, { staff: 404, driverAdmin: 404 }),
  },
  {
    name: "own company's driver without a photo",
    method: 'GET',
    route: '/api/driver_photo/:driverId/',
    path: (f) => `/api/driver_photo/${f.own.drivers.plain.id}/`,
    expect: signedIn(403, { staff: 404, driverAdmin: 404, driver: 404 }),
  },
  {
    name: 'an unknown vehicle',
    method: 'GET',
    route: '/api/vehicle_photo/:vehicleId/:slot/',
    path: () => '/api/vehicle_photo/2147483647/1/',
    expect: signedIn(403, { staff: 404, driverAdmin: 404, driver: 404 }),
  },
  {
    name: "own company's driver without a licence on file",
    method: 'GET',
    route: '/api/driver_document/:driverId/:kind/',
    path: (f) => `/api/driver_document/${f.own.drivers.plain.id}/licence/`,
    expect: signedIn(403, { staff: 404, driverAdmin: 404, driver: 404 }),
  },
  {
    name: 'an unknown vehicle',
    method: 'GET',
    route: '/api/vehicle_document/:vehicleId/:kind/',
    path: () => '/api/vehicle_document/2147483647/insurance/',
    expect: signedIn(403, { staff: 404, driverAdmin: 404, driver: 404 }),
  },
  {
    name: 'the assigned driver has no photo: nothing to serve, whoever asks',
    method: 'GET',
    route: '/api/public/trip/:reference/driver_photo',
    path: (f) => `/api/public/trip/${f.trips.own.assigned.trip.reference}/driver_photo?token=${f.trips.own.assigned.trip.token}`,
    expect: all(404),
  },
  // The Agents screen (docs/decisions/0021-accounts.md): agency admins their agency's agents, staff
  // all; another agency's agent answers 404 like an unknown one. Reactivating an active agent changes nothing.
  { method: 'GET', route: '/api/agents/', expect: signedIn(403, { staff: 200, agencyAdmin: 200 }) },
  {
    name: "own agency's agent, already active",
    method: 'POST',
    route: '/api/set_agent_active/:agentId/',
    path: (f) => `/api/set_agent_active/${f.own.users.agent.id}/`,
    body: () => ({ is_active: true }),
    expect: signedIn(403, { staff: 200, agencyAdmin: 200 }),
  },
  {
    name: "another agency's agent",
    method: 'POST',
    route: '/api/set_agent_active/:agentId/',
    path: (f) => `/api/set_agent_active/${f.foreign.users.agent.id}/`,
    body: () => ({ is_active: true }),
    expect: signedIn(403, { staff: 200, agencyAdmin: 404 }),
  },
  // Offering a trip is staff's ('trip.offerToDrivers'), decided before the trip is looked up.
  {
    name: 'a trip with a driver: staff get past the permission check to the 409',
    method: 'POST',
    route: '/api/offer_trip/:tripId/',
    path: (f) => `/api/offer_trip/${f.trips.own.assigned.trip.id}/`,
    expect: signedIn(403, { staff: 409 }),
  },
  {
    name: 'an unknown trip',
    method: 'POST',
    route: '/api/offer_trip/:tripId/',
    path: () => '/api/offer_trip/2147483647/',
    expect: signedIn(403, { staff: 404 }),
  },
  // Withdrawing an offer is staff's too ('trip.offerToDrivers', ADR 0056).
  {
    name: 'a trip never offered: staff get past the permission check to the 409',
    method: 'POST',
    route: '/api/withdraw_offer/:tripId/',
    path: (f) => `/api/withdraw_offer/${f.trips.own.assigned.trip.id}/`,
    expect: signedIn(403, { staff: 409 }),
  },
  // Settings ('agency.manageOwn', issue 30): an agency admin's own agency, taken from the session.
  { method: 'GET', route: '/api/agency/', expect: signedIn(403, { agencyAdmin: 200 }) },
  { method: 'POST', route: '/api/agency/', body: (f) => ({ name: f.own.agency.name }), expect: signedIn(403, { agencyAdmin: 200 }) },
  // Settings ('company.manageOwn', issue 30): a driver admin's own company, taken from the session,
  // so there is no other company's to ask for; staff edit companies in the back office instead.
  { method: 'GET', route: '/api/company/', expect: signedIn(403, { driverAdmin: 200 }) },
  {
    method: 'POST',
    route: '/api/company/',
    body: (f) => ({ company_name: f.own.company.companyName }),
    expect: signedIn(403, { driverAdmin: 200 }),
  },
  // The marketplace ('offers.list', 'offers.claim', ADR 0020): driver admins of approved companies
  // for their company, staff for any; plain drivers and agents 403.
  { method: 'GET', route: '/api/offered_trips/', expect: signedIn(403, { staff: 200, driverAdmin: 200 }) },
  { method: 'GET', route: '/api/upcoming_claimed_trips', expect: signedIn(403, { staff: 200, driverAdmin: 200 }) },
  {
    name: 'staff name no company: 422',
    method: 'GET',
    route: '/api/list_company_drivers',
    expect: signedIn(403, { staff: 422, driverAdmin: 200 }),
  },
  {
    name: 'staff name no company: 422',
    method: 'GET',
    route: '/api/list_company_vehicles',
    expect: signedIn(403, { staff: 422, driverAdmin: 200 }),
  },
  {
    name: "own company's trip, never offered: past the permission check to the 409",
    method: 'POST',
    route: '/api/claim_trip/:tripId/',
    path: (f) => `/api/claim_trip/${f.trips.own.assigned.trip.id}/`,
    body: (f) => ({ driver_id: f.own.drivers.plain.id, vehicle_id: 1 }),
    expect: signedIn(403, { staff: 409, driverAdmin: 409 }),
  },
  {
    name: "another company's trip, never offered: unknown to the company",
    method: 'POST',
    route: '/api/claim_trip/:tripId/',
    path: (f) => `/api/claim_trip/${f.trips.foreign.assigned.trip.id}/`,
    body: (f) => ({ driver_id: f.own.drivers.plain.id, vehicle_id: 1 }),
    expect: signedIn(403, { staff: 409, driverAdmin: 404 }),
  },
  {
    name: "own company's trip that staff assigned (no claim): not the company's to change",
    method: 'POST',
    route: '/api/change_driver_vehicle/:tripId/',
    path: (f) => `/api/change_driver_vehicle/${f.trips.own.assigned.trip.id}/`,
    body: (f) => ({ driver_id: f.own.drivers.plain.id, vehicle_id: 1 }),
    expect: signedIn(403, { staff: 409 }),
  },
  {
    name: "another company's trip",
    method: 'POST',
    route: '/api/change_driver_vehicle/:tripId/',
    path: (f) => `/api/change_driver_vehicle/${f.trips.foreign.assigned.trip.id}/`,
    body: (f) => ({ driver_id: f.own.drivers.plain.id, vehicle_id: 1 }),
    expect: signedIn(403, { staff: 409, driverAdmin: 404 }),
  },
  {
    name: "own company's trip that staff assigned (no claim): nothing to release",
    method: 'POST',
    route: '/api/release_trip/:tripId/',
    path: (f) => `/api/release_trip/${f.trips.own.assigned.trip.id}/`,
    expect: signedIn(403, { staff: 409 }),
  },
  {
    name: "another company's trip",
    method: 'POST',
    route: '/api/release_trip/:tripId/',
    path: (f) => `/api/release_trip/${f.trips.foreign.assigned.trip.id}/`,
    expect: signedIn(403, { staff: 409, driverAdmin: 404 }),
  },
  { method: 'GET', route: '/api/offers_at_risk/', expect: staffOnly() },
  // Automatic payout steps and companies' records ('offers.payoutPolicy', 'offers.companyRecord'): staff only.
  { method: 'GET', route: '/api/offer_payout_policy/', expect: staffOnly() },
  {
    method: 'POST',
    route: '/api/offer_payout_policy/',
    body: () => ({ step_hours: [72, 48, 24], step_amount: '10.00', margin_floor_percent: 5 }),
    expect: staffOnly(),
  },
  {
    method: 'GET',
    route: '/api/company_marketplace_record/',
    path: (f) => `/api/company_marketplace_record/?company=${f.own.company.id}`,
    expect: staffOnly(),
  },
  // Round trips are the agent side's catalogue ('roundTrips.list'); they belong to nobody, so no own/foreign.
  { method: 'GET', route: '/api/round_trips/', expect: signedIn(403, { staff: 200, agencyAdmin: 200, agent: 200 }) },
  {
    name: 'permission is checked before the round trip is looked up (none exists in this database)',
    method: 'GET',
    route: '/api/round_trips/:id/',
    path: () => '/api/round_trips/2147483647/',
    expect: signedIn(403, { staff: 404, agencyAdmin: 404, agent: 404 }),
  },
  // Quotes: 'trip.create' (staff and agents); each user's quote is their own (load-quote-for-booking.int.test.ts).
  {
    method: 'POST',
    route: '/api/update_trip/',
    body: () => ({
      start_loc: { formatted_address: 'Split, Croatia', place_id: 'm-split', lat: 43.5081, lng: 16.4402, country_short_name: 'HR', country_long_name: 'Croatia' },
      end_loc: { formatted_address: 'Trogir, Croatia', place_id: 'm-trogir', lat: 43.5169, lng: 16.2514, country_short_name: 'HR', country_long_name: 'Croatia' },
      trip_price_id: null,
      passengers: 2,
      stops: [],
    }),
    expect: signedIn(403, { staff: 200, agencyAdmin: 200, agent: 200 }),
  },
  {
    name: 'permission is checked before the round trip is looked up (none exists in this database)',
    method: 'POST',
    route: '/api/update_round_trip/',
    body: () => ({ passengers: 2, round_trip_id: 2_147_483_647, trip_price_id: null, poi_id: null }),
    expect: signedIn(403, { staff: 422, agencyAdmin: 422, agent: 422 }),
  },

  // Trips (docs/permissions.md): a trip the actor may not read answers 404 like an unknown one;
  // one it may read but not change answers 403; a role the route never serves 403 before the trip
  // is looked up (the route's gate, platform/http/route-permission.ts).
  { method: 'GET', route: '/api/trips/', expect: signedIn(200, { noRole: 403 }) },
  { method: 'GET', route: '/api/stats/', expect: signedIn(200, { noRole: 403 }) },
  {
    name: 'a valid form without a calculated price: agents and staff get past the permission check to the 422',
    method: 'POST',
    route: '/api/trip/',
    body: (f) => ({ ...f.trips.own.draft.editBody, extra: {} }),
    expect: signedIn(403, { staff: 422, agencyAdmin: 422, agent: 422 }),
  },
  {
    name: "own agent's draft",
    method: 'GET',
    route: '/api/trip/:tripId',
    path: (f) => `/api/trip/${f.trips.own.draft.trip.id}`,
    expect: signedIn(403, { staff: 200, agencyAdmin: 200, agent: 200 }),
  },
  {
    name: "own company's assigned trip: the form is the sale's, not its drivers' (ADR 0046)",
    method: 'GET',
    route: '/api/trip/:tripId',
    path: (f) => `/api/trip/${f.trips.own.assigned.trip.id}`,
    expect: signedIn(200, { driverAdmin: 403, driver: 403, noRole: 403 }),
  },
  {
    name: 'foreign trip',
    method: 'GET',
    route: '/api/trip/:tripId',
    path: (f) => `/api/trip/${f.trips.foreign.assigned.trip.id}`,
    expect: signedIn(404, { staff: 200, driverAdmin: 403, driver: 403, noRole: 403 }),
  },
  // The driver side's trip page (ADR 0046): whoever may read the trip; never its token or the agent's prices.
  {
    name: "own agent's draft: no driver yet",
    method: 'GET',
    route: '/api/driver_trip/:tripId/',
    path: (f) => `/api/driver_trip/${f.trips.own.draft.trip.id}/`,
    expect: signedIn(404, { staff: 200, agencyAdmin: 200, agent: 200, noRole: 403 }),
  },
  {
    name: "own company's assigned trip",
    method: 'GET',
    route: '/api/driver_trip/:tripId/',
    path: (f) => `/api/driver_trip/${f.trips.own.assigned.trip.id}/`,
    expect: signedIn(200, { noRole: 403 }),
  },
  {
    name: 'foreign trip',
    method: 'GET',
    route: '/api/driver_trip/:tripId/',
    path: (f) => `/api/driver_trip/${f.trips.foreign.assigned.trip.id}/`,
    expect: signedIn(404, { staff: 200, noRole: 403 }),
  },
  {
    name: "own agent's draft, saved unchanged as a quote",
    method: 'POST',
    route: '/api/admin_update_trip/:tripId/',
    path: (f) => `/api/admin_update_trip/${f.trips.own.draft.trip.id}/`,
    body: (f) => f.trips.own.draft.editBody,
    expect: signedIn(403, { staff: 200, agencyAdmin: 200, agent: 200 }),
  },
  {
    name: "own confirmed trip: staff only; the agent side that can read it gets 403",
    method: 'POST',
    route: '/api/admin_update_trip/:tripId/',
    path: (f) => `/api/admin_update_trip/${f.trips.own.assigned.trip.id}/`,
    body: (f) => f.trips.own.assigned.editBody,
    expect: signedIn(403, { staff: 200 }),
  },
  {
    name: 'foreign draft',
    method: 'POST',
    route: '/api/admin_update_trip/:tripId/',
    path: (f) => `/api/admin_update_trip/${f.trips.foreign.draft.trip.id}/`,
    body: (f) => f.trips.foreign.draft.editBody,
    expect: signedIn(404, { staff: 200, driverAdmin: 403, driver: 403, noRole: 403 }),
  },
  {
    name: 'with the right token: anybody, signed in or not',
    method: 'GET',
    route: '/api/public/trip/:reference',
    path: (f) => `/api/public/trip/${f.trips.foreign.assigned.trip.reference}?token=${f.trips.foreign.assigned.trip.token}`,
    expect: all(200),
  },
  {
    name: "with another trip's token: nobody",
    method: 'GET',
    route: '/api/public/trip/:reference',
    path: (f) => `/api/public/trip/${f.trips.own.draft.trip.reference}?token=${f.trips.own.assigned.trip.token}`,
    expect: all(404),
  },
  {
    name: "own agent's draft with its token",
    method: 'POST',
    route: '/api/update_trip_info/:trip_id/',
    path: (f) => `/api/update_trip_info/${f.trips.own.draft.trip.id}/?token=${f.trips.own.draft.trip.token}`,
    body: () => ({ customer_first_name: 'Matrix', customer_last_name: 'Customer', customer_email: 'matrix@example.com', customer_phone: '' }),
    expect: signedIn(403, { staff: 200, agencyAdmin: 200, agent: 200 }),
  },
  {
    name: 'foreign draft with its token',
    method: 'POST',
    route: '/api/update_trip_info/:trip_id/',
    path: (f) => `/api/update_trip_info/${f.trips.foreign.draft.trip.id}/?token=${f.trips.foreign.draft.trip.token}`,
    body: () => ({ customer_first_name: 'Matrix', customer_last_name: 'Customer', customer_email: 'matrix@example.com', customer_phone: '' }),
    expect: signedIn(403, { staff: 200 }),
  },
  {
    name: 'own draft with a wrong token',
    method: 'POST',
    route: '/api/update_trip_info/:trip_id/',
    path: (f) => `/api/update_trip_info/${f.trips.own.draft.trip.id}/?token=wrong`,
    body: () => ({ customer_first_name: 'Matrix', customer_last_name: 'Customer', customer_email: 'matrix@example.com', customer_phone: '' }),
    expect: signedIn(404, { driverAdmin: 403, driver: 403, noRole: 403 }),
  },
  // Bank transfers (docs/payments.md): agents pay their side's trips ('payments.bulk'); a payment is
  // read by staff, the agent who made it and its agency's admin, any other agent gets 404 like an
  // unknown id; a role that never reads payments (drivers) 403 before the id is looked at.
  // Staff viewing the app as agent read every agency's list but make no payment (ADR 0018).
  { method: 'GET', route: '/api/pending_payment_trips/', expect: signedIn(403, { staff: 200, agencyAdmin: 200, agent: 200 }) },
  {
    name: "own agent's draft: agents get past the permission check to the 409",
    method: 'POST',
    route: '/api/bulk_payment/',
    body: (f) => ({ trip_ids: [f.trips.own.draft.trip.id] }),
    expect: signedIn(403, { agencyAdmin: 409, agent: 409 }),
  },
  {
    name: 'foreign trip: like an unknown one',
    method: 'POST',
    route: '/api/bulk_payment/',
    body: (f) => ({ trip_ids: [f.trips.foreign.draft.trip.id] }),
    expect: signedIn(403, { agencyAdmin: 404, agent: 404 }),
  },
  {
    name: "own agent's payment",
    method: 'GET',
    route: '/api/bulk_payment/:id/',
    path: (f) => `/api/bulk_payment/${f.bulkPayments.own.ofAgent.id}/`,
    expect: signedIn(403, { staff: 200, agencyAdmin: 200, agent: 200 }),
  },
  {
    name: "own agency admin's payment: not the plain agent's to see",
    method: 'GET',
    route: '/api/bulk_payment/:id/',
    path: (f) => `/api/bulk_payment/${f.bulkPayments.own.ofAgencyAdmin.id}/`,
    expect: signedIn(403, { staff: 200, agencyAdmin: 200, agent: 404 }),
  },
  {
    name: "another agency's payment",
    method: 'GET',
    route: '/api/bulk_payment/:id/',
    path: (f) => `/api/bulk_payment/${f.bulkPayments.foreign.ofAgent.id}/`,
    expect: signedIn(403, { staff: 200, agencyAdmin: 404, agent: 404 }),
  },
  { method: 'GET', route: '/api/bulk_payments/', expect: staffOnly() },
  {
    name: 'an unpaid payment',
    method: 'POST',
    route: '/api/bulk_payment/:id/mark_paid/',
    path: (f) => `/api/bulk_payment/${f.bulkPayments.own.toMarkPaid.id}/mark_paid/`,
    expect: staffOnly(),
  },
  {
    name: 'an unknown payment: permission is checked first',
    method: 'POST',
    route: '/api/bulk_payment/:id/mark_paid/',
    path: () => '/api/bulk_payment/2147483647/mark_paid/',
    expect: signedIn(403, { staff: 404 }),
  },
  // Accounts (docs/decisions/0021-accounts.md). Invitations: agency admins invite agents into their
  // agency, driver admins accounts for their company's drivers, staff either anywhere.
  {
    name: 'an agent into the own agency',
    method: 'POST',
    route: '/api/invitations/',
    body: (f, who) => ({
      role: 'agent',
      email: `matrix-${who}@invitations.example`,
      first_name: 'Matrix',
      last_name: who,
      agency_id: who === 'staff' ? f.own.agency.id : null,
    }),
    expect: signedIn(403, { staff: 201, agencyAdmin: 201 }),
  },
  {
    name: "an agent into another agency: like an unknown one",
    method: 'POST',
    route: '/api/invitations/',
    body: (f, who) => ({ role: 'agent', email: `matrix-foreign-${who}@invitations.example`, first_name: 'M', last_name: 'X', agency_id: f.foreign.agency.id }),
    expect: signedIn(403, { staff: 201, agencyAdmin: 404 }),
  },
  {
    name: "the own company's driver, who has an account already",
    method: 'POST',
    route: '/api/invitations/',
    body: (f, who) => ({ role: 'driver', email: `matrix-driver-${who}@invitations.example`, first_name: 'M', last_name: 'X', driver_id: f.own.drivers.plain.id }),
    expect: signedIn(403, { staff: 422, driverAdmin: 422 }),
  },
  {
    name: "another company's driver: like an unknown one",
    method: 'POST',
    route: '/api/invitations/',
    body: (f, who) => ({ role: 'driver', email: `matrix-fdriver-${who}@invitations.example`, first_name: 'M', last_name: 'X', driver_id: f.foreign.drivers.plain.id }),
    expect: signedIn(403, { staff: 422, driverAdmin: 404 }),
  },
  { method: 'GET', route: '/api/invitations/', expect: signedIn(403, { staff: 200, agencyAdmin: 200, driverAdmin: 200 }) },
  {
    name: 'an unknown invitation: permission is checked first',
    method: 'POST',
    route: '/api/invitations/:invitationId/resend/',
    path: () => '/api/invitations/2147483647/resend/',
    expect: signedIn(403, { staff: 404, agencyAdmin: 404, driverAdmin: 404 }),
  },
  {
    name: 'an unknown invitation: permission is checked first',
    method: 'POST',
    route: '/api/invitations/:invitationId/revoke/',
    path: () => '/api/invitations/2147483647/revoke/',
    expect: signedIn(403, { staff: 404, agencyAdmin: 404, driverAdmin: 404 }),
  },
  // The link's token is the permission, the same for everyone signed in or not.
  { name: 'an unknown link', method: 'GET', route: '/api/public/invitation/', path: () => '/api/public/invitation/?token=unknown', expect: all(404) },
  {
    name: 'an unknown link',
    method: 'POST',
    route: '/api/public/accept_invitation/',
    body: () => ({ token: 'unknown', username: 'matrix-user', password: 'tramontana kvarner 93' }),
    expect: all(404),
  },
  {
    name: 'the same answer for an address without an account',
    method: 'POST',
    route: '/api/password_reset/',
    body: (_f, who) => ({ email: `matrix-${who}@nowhere.example` }),
    expect: all(202),
  },
  { name: 'an unknown link', method: 'GET', route: '/api/public/password_reset/', path: () => '/api/public/password_reset/?token=unknown', expect: all(404) },
  {
    name: 'an unknown link',
    method: 'POST',
    route: '/api/public/password_reset/confirm/',
    body: () => ({ token: 'unknown', password: 'tramontana kvarner 93' }),
    expect: all(404),
  },
  // Settings: everyone signed in, for their own account only (there is no id to point elsewhere).
  { method: 'GET', route: '/api/account/', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/account/',
    body: (_f, who) => ({ first_name: 'Matrix', last_name: who, email: `matrix-own-${who}@account.example` }),
    expect: signedIn(200),
  },
  {
    name: 'a wrong current password',
    method: 'POST',
    route: '/api/account/password/',
    body: () => ({ current_password: 'not the password', new_password: 'tramontana kvarner 93' }),
    expect: signedIn(422),
  },
  // The outbox screen ('staff.outbox').
  { method: 'GET', route: '/api/outbox/', expect: staffOnly() },
  // Card deposit: the trip link's token is the permission, the same for everyone signed in or not.
  {
    name: "a draft with its token: past the token to the trip's state",
    method: 'POST',
    route: '/api/create-payment-intent/:tripId/',
    path: (f) => `/api/create-payment-intent/${f.trips.foreign.draft.trip.id}/?token=${f.trips.foreign.draft.trip.token}`,
    expect: all(409),
  },
  {
    name: "with another trip's token: nobody",
    method: 'POST',
    route: '/api/create-payment-intent/:tripId/',
    path: (f) => `/api/create-payment-intent/${f.trips.own.draft.trip.id}/?token=${f.trips.own.assigned.trip.token}`,
    expect: all(404),
  },
  // Stripe's webhook: no session, no CSRF; the signature is the permission, so without one nobody gets in.
  { name: 'without a signature', method: 'POST', route: '/api/webhooks/stripe/', expect: all(400) },
  // The TEST MODE card form (test processor only): the client secret is the permission, as with Stripe.js.
  {
    name: 'an unknown client secret',
    method: 'POST',
    route: '/api/test-processor/confirm/',
    body: () => ({
      client_secret: 'pi_test_unknown_secret_x',
      card_number: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      return_url: '/payment/return/1',
    }),
    expect: all(404),
  },
  {
    name: 'an unknown client secret',
    method: 'GET',
    route: '/api/test-processor/payment-intent/',
    path: () => '/api/test-processor/payment-intent/?client_secret=pi_test_unknown_secret_x',
    expect: all(404),
  },
];

/** Every case: the product's screens, then the back office at /admin/ (one file per area). */
export const ENDPOINT_MATRIX: EndpointCase[] = [...productCases, ...backOfficeCases];
