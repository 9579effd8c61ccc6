import { and, eq, getTableColumns, gt, lt, ne, sql } from 'drizzle-orm';
import { recordAuditEvent, type AuditSubject } from '../../platform/db/audit-log.ts';
import { notify } from '../../platform/db/notifications.ts';
import { admitAttempt, forgetAttempts, giveBackAttempt } from '../../platform/db/rate-limits.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import type { Database } from '../../platform/db/database.ts';
import { agencies, drivers, knownDevices, sessions, users } from '../../db/schema/index.ts';
import type { Admission, RateLimit } from '../../platform/rate-limits/sliding-window.ts';
import type { SignInLimits } from './rules/login-throttle.ts';
import { encodeSessionChange, SESSION_CHANGES_CHANNEL, type SessionChange } from './session-changes.ts';

export type UserRow = typeof users.$inferSelect;
/**
 * A user as signing in reads it: with its agency's active flag (null without an agency), read in
 * the same query, so a deactivated agency's agents are refused like deactivated users (back office).
 */
export type SignInUser = UserRow & { agencyIsActive: boolean | null };

const userWithAgency = { ...getTableColumns(users), agencyIsActive: agencies.isActive };

/** Tells every server process's actor cache, when `tx` commits (session-changes.ts). */
const announce = (tx: Database, change: SessionChange) => notify(tx, SESSION_CHANGES_CHANNEL, encodeSessionChange(change));

export function createAuthRepository(db: Database) {
  return {
    async findUserByUsername(username: string): Promise<SignInUser | undefined> {
      const [row] = await db
        .select(userWithAgency)
        .from(users)
        .leftJoin(agencies, eq(agencies.id, users.agencyId))
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row;
    },

    async findUserById(id: number): Promise<SignInUser | undefined> {
      const [row] = await db.select(userWithAgency).from(users).leftJoin(agencies, eq(agencies.id, users.agencyId)).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The driver profile with its company, and the user account linked to it if any. */
    async findDriverWithUser(driverId: number) {
      const [row] = await db
        .select({ driverId: drivers.id, companyId: drivers.companyId, user: users })
        .from(drivers)
        .leftJoin(users, eq(users.driverId, drivers.id))
        .where(eq(drivers.id, driverId))
        .limit(1);
      return row;
    },

    async findCompanyIdOfDriver(driverId: number): Promise<number | null> {
      const [row] = await db.select({ companyId: drivers.companyId }).from(drivers).where(eq(drivers.id, driverId)).limit(1);
      return row?.companyId ?? null;
    },

    async recordLogin(userId: number, at: Date): Promise<void> {
      await db.update(users).set({ lastLogin: at }).where(eq(users.id, userId));
    },

    async insertSession(values: typeof sessions.$inferInsert) {
      const [row] = await db.insert(sessions).values(values).returning();
      return row!;
    },

    /** A live session by token hash, with its user; expired sessions are not returned. */
    async findLiveSession(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ session: sessions, user: users, agencyIsActive: agencies.isActive })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(agencies, eq(agencies.id, users.agencyId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },

    async extendSession(sessionId: number, lastSeenAt: Date, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, sessionId));
    },

    /** Signs a session out; every process hears of it when this commits. */
    async deleteSessionByTokenHash(tokenHash: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        const gone = await tx.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning({ id: sessions.id });
        for (const { id } of gone) await announce(tx, { session: id });
      });
    },

    /** Every session of a user, but the one to keep (null: all); every process hears of it when this commits. */
    async deleteSessionsOfUser(userId: number, keepSessionId: number | null): Promise<void> {
      await inTransaction(db, async (tx) => {
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, userId), keepSessionId === null ? undefined : ne(sessions.id, keepSessionId)));
        await announce(tx, { user: userId });
      });
    },

    async setSessionOverride(sessionId: number, agentUserId: number | null, driverId: number | null): Promise<void> {
      await inTransaction(db, async (tx) => {
        await tx.update(sessions).set({ overrideAgentUserId: agentUserId, overrideDriverId: driverId }).where(eq(sessions.id, sessionId));
        await announce(tx, { session: sessionId });
      });
    },

    /** Admits a sign-in attempt against `limits` and counts it, or refuses it; one atomic step (platform/db/rate-limits.ts). */
    async admitAttempt(at: Date, limits: readonly RateLimit[]): Promise<Admission> {
      return admitAttempt(db, at, limits);
    },

    /** After a successful sign-in admitted at `at`: forgets some limits' counts and takes its own back from others. */
    async settleSuccessfulAttempt(at: Date, limits: Pick<SignInLimits, 'forgottenOnSuccess' | 'givenBackOnSuccess'>): Promise<void> {
      await forgetAttempts(db, limits.forgottenOnSuccess);
      await giveBackAttempt(db, at, limits.givenBackOnSuccess);
    },

    /** The known device of this token, if it is unexpired and belongs to the account of `username` (any case). */
    async findKnownDevice(tokenHash: string, username: string, now: Date): Promise<{ id: number } | undefined> {
      const [row] = await db
        .select({ id: knownDevices.id })
        .from(knownDevices)
        .innerJoin(users, eq(users.id, knownDevices.userId))
        .where(and(eq(knownDevices.tokenHash, tokenHash), gt(knownDevices.expiresAt, now), sql`lower(${users.username}) = lower(${username})`))
        .limit(1);
      return row;
    },

    async insertKnownDevice(values: typeof knownDevices.$inferInsert): Promise<void> {
      await db.insert(knownDevices).values(values);
    },

    async extendKnownDevice(id: number, lastSignInAt: Date, expiresAt: Date): Promise<void> {
      await db.update(knownDevices).set({ lastSignInAt, expiresAt }).where(eq(knownDevices.id, id));
    },

    /** Housekeeping: a device a year without a sign-in is not known any more. */
    async deleteExpiredKnownDevices(now: Date): Promise<number> {
      const gone = await db.delete(knownDevices).where(lt(knownDevices.expiresAt, now)).returning({ id: knownDevices.id });
      return gone.length;
    },

    /** Housekeeping: sessions past their expiry can never be used again. */
    async deleteExpiredSessions(now: Date): Promise<number> {
      const gone = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
      return gone.length;
    },

    async insertAuditEvent(actorUserId: number | null, action: string, details: Record<string, unknown>, subject?: AuditSubject): Promise<void> {
      await recordAuditEvent(db, { actorUserId, action, details, ...(subject ? { subject } : {}) });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
