import { eq, inArray } from 'drizzle-orm';
import { bulkPayments, settings, trips } from '../src/db/schema/index.ts';
import type { Database } from '../src/platform/db/database.ts';
import { newPaymentReference } from '../src/modules/bulk-payments/payment-reference.ts';
import { storeBusinessDetails } from './business-details-factories.ts';
import type { insertRoleCast } from './factories.ts';
import { insertTrip } from './trip-factories.ts';

type TripRow = typeof trips.$inferSelect;

/**
 * Staff's bank account on the Money screen, with its holder (the business details): a migrated
 * database has neither, and bank transfers are refused until both are set (issue 30, ADR 0055).
 */
export async function storeBankAccount(db: Database): Promise<void> {
  await db.update(settings).set({ value: { bank_name: 'Zagrebačka banka', iban: 'HR12 1001 0051 8630 0016 0', swift: 'ZABAHR2X' } }).where(eq(settings.key, 'bank_info'));
  await storeBusinessDetails(db);
}

/**
 * A bank-transfer payment of `agentUserId` for `tripsToPay` (by default one new pending trip of that
 * agent), with the total and trips.bulk_payment_id as creating it through the API would set them.
 */
export async function insertBulkPayment(
  db: Database,
  values: { agentUserId: number; agencyId: number | null; tripsToPay?: TripRow[]; paidAt?: Date | null; createdAt?: Date },
) {
  const tripsToPay = values.tripsToPay ?? [await insertTrip(db, { agentUserId: values.agentUserId, agencyId: values.agencyId })];
  const paidAt = values.paidAt ?? null;
  const [payment] = await db
    .insert(bulkPayments)
    .values({
      agentUserId: values.agentUserId,
      agencyId: values.agencyId,
      paymentReference: newPaymentReference(),
      totalCents: tripsToPay.reduce((sum, trip) => sum + trip.depositGrossCents, 0),
      isPaid: paidAt !== null,
      paidAt,
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    })
    .returning();
  if (tripsToPay.length > 0) {
    await db
      .update(trips)
      .set({ bulkPaymentId: payment!.id })
      .where(inArray(trips.id, tripsToPay.map((trip) => trip.id)));
  }
  return { payment: payment!, trips: await db.select().from(trips).where(eq(trips.bulkPaymentId, payment!.id)) };
}

type RoleCast = Awaited<ReturnType<typeof insertRoleCast>>;

/**
 * Unpaid bank transfers of one role cast for permission tests: one made by its plain agent, one by
 * its agency admin, and one of the plain agent's for staff to mark paid.
 */
export async function insertCastBulkPayments(db: Database, cast: RoleCast) {
  const agencyId = cast.agency.id;
  return {
    ofAgent: (await insertBulkPayment(db, { agentUserId: cast.users.agent.id, agencyId })).payment,
    ofAgencyAdmin: (await insertBulkPayment(db, { agentUserId: cast.users.agencyAdmin.id, agencyId })).payment,
    toMarkPaid: (await insertBulkPayment(db, { agentUserId: cast.users.agent.id, agencyId })).payment,
  };
}
export type CastBulkPayments = Awaited<ReturnType<typeof insertCastBulkPayments>>;
