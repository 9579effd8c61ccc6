// Why: the one map of which area owns which table (ADR 0048). table-owners.test.js holds the
// server's code to it; server/src/modules/README.md explains it to a reader.

/**
 * Table (its SQL name) → the area that writes it (a folder of server/src/modules), or `platform`
 * for tables only platform/ code writes (areas reach them through platform functions, such as
 * recordAuditEvent or queueEmail). `sharedWith` names the other areas that may write it, and
 * `why` says why one table serves several.
 */
export const TABLE_OWNERS = {
  // Signing in and who is signed in.
  sessions: { owner: 'auth' },
  known_devices: { owner: 'auth' },
  // Accounts: the people, their invitations and password resets.
  users: { owner: 'accounts' },
  invitations: { owner: 'accounts' },
  password_resets: { owner: 'accounts' },
  agencies: { owner: 'agents' },
  // The catalogue staff keep: vehicle classes, points of interest.
  vehicle_types: { owner: 'catalogue' },
  poi_categories: { owner: 'catalogue' },
  points_of_interest: { owner: 'catalogue' },
  round_trips: { owner: 'round-trips' },
  round_trip_prices: { owner: 'round-trips' },
  driver_companies: { owner: 'fleet' },
  drivers: { owner: 'fleet' },
  vehicles: { owner: 'fleet' },
  partner_applications: { owner: 'partners' },
  partner_application_files: { owner: 'partners' },
  trip_price_quotes: { owner: 'quotes' },
  places: {
    owner: 'trips',
    sharedWith: ['round-trips'],
    why: 'rows are snapshots of a picked place: the trip form and the round-trip form each insert the rows their records point at and never change one',
  },
  // The trip itself, its status history and the rollups its triggers keep (migration 0014).
  trips: { owner: 'trips' },
  trip_status_history: { owner: 'trips' },
  trip_month_rollups: { owner: 'trips' },
  trip_customer_rollups: { owner: 'trips' },
  trip_customer_totals: { owner: 'trips' },
  trip_assignments: { owner: 'trips' },
  // The marketplace: the offer and its claim (ADR 0048), the customer's driver e-mails, the payout steps.
  trip_offers: { owner: 'offers' },
  driver_announcements: { owner: 'offers' },
  offer_payout_raises: { owner: 'offers' },
  // Money.
  payments: { owner: 'payments' },
  payment_events: { owner: 'payments' },
  bulk_payments: { owner: 'bulk-payments' },
  settings: {
    owner: 'pricing',
    sharedWith: ['bulk-payments', 'offers', 'operator'],
    why: 'one row per key (SettingValues): pricing writes the price percentages, bulk-payments bank_info, offers offer_payout_policy, operator business_details; none writes another\'s key',
  },
  // Written by platform/ alone.
  audit_events: { owner: 'platform' },
  email_outbox: { owner: 'platform' },
  idempotency_keys: { owner: 'platform' },
  rate_limit_counters: { owner: 'platform' },
  test_processor_intents: { owner: 'platform' },
  test_processor_events: { owner: 'platform' },
};

/**
 * Writes that cross today and are still to move to their owner's port, each with its reason. The
 * test fails when one of them is gone, so the list only shrinks.
 */
export const CROSSINGS_TO_MOVE = [
  { area: 'auth', table: 'users', why: 'sign-in stamps users.last_login (auth.repository.ts); accounts is built on auth, so the write waits for accounts to offer it below auth' },
];
