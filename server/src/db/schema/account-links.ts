import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agencies, users } from './accounts.ts';
import { drivers } from './fleet.ts';

/**
 * An invitation to open an account (the accounts area, docs/decisions/0021-accounts.md): an agent
 * of an agency, or the account of a driver record. The e-mailed link carries a random token; only
 * its SHA-256 is kept. A resend replaces the hash (the old link dies) and the expiry.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    /** 'agent' (with agency_id) or 'driver' (with driver_id). */
    role: text('role').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id').references(() => drivers.id, { onDelete: 'cascade' }),
    /** The account opens as its organisation's admin (an approved partner's first driver admin). */
    grantsAdmin: boolean('grants_admin').notNull().default(false),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set once, by the accept that won (a conditional update): the link is single use. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    index('invitations_agency_idx').on(t.agencyId, t.createdAt),
    index('invitations_driver_idx').on(t.driverId),
    index('invitations_email_idx').on(sql`lower(${t.email})`),
  ],
);

/**
 * A single-use link to set a password: "Forgot password" (an hour) or the first staff user's
 * command (a day). Only the token's SHA-256 is kept.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);
