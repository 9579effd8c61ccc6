import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { drivers } from './fleet.ts';

/** A travel agency; its agents book trips and earn the agency commission. */
export const agencies = pgTable('agencies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Agency commission in basis points of a percent (1250 = 12.50 %), so it stays an integer. */
  agencyPercentBp: integer('agency_percent_bp').notNull().default(1000),
  /** Contact details staff keep in the back office. */
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  address: text('address').notNull().default(''),
  vat: text('vat').notNull().default(''),
  /** A deactivated agency's agents cannot sign in; its trips and history stay. */
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Everyone who signs in. Role flags follow spec section 6; a user may hold several
 * (staff may also be an agent). A driver user points at its driver profile, which
 * in turn names the company; an agent user points at its agency.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    isStaff: boolean('is_staff').notNull().default(false),
    isAgent: boolean('is_agent').notNull().default(false),
    isAgencyAdmin: boolean('is_agency_admin').notNull().default(false),
    isDriver: boolean('is_driver').notNull().default(false),
    isDriverAdmin: boolean('is_driver_admin').notNull().default(false),
    agencyId: integer('agency_id').references(() => agencies.id),
    driverId: integer('driver_id').references(() => drivers.id),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames are compared case-insensitively: "Agent" and "agent" are one account.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_driver_id_key').on(t.driverId),
    index('users_agency_id_idx').on(t.agencyId),
  ],
);

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored,
 * so a leaked database dump cannot be replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remember: boolean('remember').notNull().default(false),
    /** Staff impersonation (POST /api/auth_override/): act as this agent or driver user. */
    overrideAgentUserId: integer('override_agent_user_id').references(() => users.id, { onDelete: 'set null' }),
    overrideDriverId: integer('override_driver_id').references(() => drivers.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Browsers that signed in to an account: the `deviceid` cookie carries a random token, only its
 * SHA-256 is stored. A sign-in from one is judged by that device's own limit instead of the
 * account's, so failures from elsewhere cannot lock the real user out (docs/security.md).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull(),
    /** A year after the last sign-in from it; housekeeping deletes it then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('known_devices_token_hash_key').on(t.tokenHash), index('known_devices_user_id_idx').on(t.userId)],
);

/**
 * The audit log: every staff action, approval, setting change and trip status change, and
 * security-relevant events (impersonation). Written in the same transaction as the change it
 * records (platform/db/audit-log.ts); read by staff in the back office (modules/audit).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** What was changed: a kind of record ('driver', 'trip', 'setting' …) and its id, when it has one. */
    subjectType: text('subject_type'),
    subjectId: integer('subject_id'),
    /** A short human name of the subject at the time ("Split Riviera Transfers", "VZ-4K7P"). */
    subjectLabel: text('subject_label'),
    /** The changed fields before and after, for changes (null for events that change no record). */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_actor_idx').on(t.actorUserId, t.createdAt),
    index('audit_events_created_idx').on(t.createdAt),
    index('audit_events_action_idx').on(t.action, t.createdAt),
    index('audit_events_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
  ],
);
