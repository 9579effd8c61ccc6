import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { agencies, users } from './accounts.ts';

/**
 * An agent paying the deposits of several trips with one bank transfer. The trips point here
 * through trips.bulk_payment_id, which is what stops a trip from being chosen twice.
 */
export const bulkPayments = pgTable(
  'bulk_payments',
  {
    id: serial('id').primaryKey(),
    agentUserId: integer('agent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'restrict' }),
    /** Written on the bank transfer so staff can match the incoming money to this row. */
    paymentReference: text('payment_reference').notNull().unique(),
    /** Sum of the trips' deposit_gross_cents when created; bigint because it adds many trips. */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** Set by staff when the transfer arrives (1-2 business days). */
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bulk_payments_agent_user_id_idx').on(t.agentUserId, t.createdAt),
    index('bulk_payments_agency_id_idx').on(t.agencyId, t.createdAt),
    check('bulk_payments_total_check', sql`${t.totalCents} >= 0`),
    check('bulk_payments_paid_check', sql`${t.isPaid} = (${t.paidAt} is not null)`),
  ],
);
