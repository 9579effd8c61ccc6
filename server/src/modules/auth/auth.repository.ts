import { and, desc, eq, getTableColumns, gt, lt, ne, or, sql } from 'drizzle-orm';
import { recordAuditEvent, type AuditSubject } from '../../platform/db/audit-log.ts';
import { notify } from '../../platform/db/notifications.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import type { Database } from '../../platform/db/database.ts';
import { agencies, drivers, loginAttempts, sessions, users } from '../../db/schema/index.ts';
import type { RecentFailures, ThrottleDecision } from './rules/login-throttle.ts';
import { encodeSessionChange, SESSION_CHANGES_CHANNEL, type SessionChange } from './session-changes.ts';

/** Advisory lock classes (the first key) of sign-in throttling, so its two keys never collide. */
const LOCK_USERNAME = 16_001;
const LOCK_ADDRESS = 16_002;

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

    /**
     * Decides a sign-in attempt and, if it may go on, counts it, as one step: under transaction
     * locks on the username and on the address, so parallel attempts are judged one after another
     * and a burst never lets more than the limit through to the password check. The locks are taken
     * username first, then address, in every attempt, so two attempts cannot wait on each other.
     */
    async admitAttempt(
      username: string,
      ipAddress: string,
      at: Date,
      since: Date,
      decide: (failures: RecentFailures) => ThrottleDecision,
    ): Promise<ThrottleDecision> {
      const name = username.toLowerCase();
      return inTransaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_USERNAME}, hashtext(${name}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_ADDRESS}, hashtext(${ipAddress}))`);
        const rows = await tx
          .select({ username: loginAttempts.username, ipAddress: loginAttempts.ipAddress, at: loginAttempts.attemptedAt })
          .from(loginAttempts)
          .where(
            and(
              gt(loginAttempts.attemptedAt, since),
              or(eq(loginAttempts.username, name), eq(loginAttempts.ipAddress, ipAddress)),
            ),
          )
          .orderBy(desc(loginAttempts.attemptedAt))
          .limit(200);
        const decision = decide({
          pairFailures: rows.filter((r) => r.username === name && r.ipAddress === ipAddress).map((r) => r.at),
          usernameFailures: rows.filter((r) => r.username === name).map((r) => r.at),
          addressFailures: rows.filter((r) => r.ipAddress === ipAddress).map((r) => r.at),
        });
        // A refused attempt is not counted: it never reaches the password check, and counting it
        // would let one address push the account over its looser limit for every other address.
        if (decision.allowed) await tx.insert(loginAttempts).values({ username: name, ipAddress, attemptedAt: at });
        return decision;
      });
    },

    /** Housekeeping: sessions past their expiry can never be used again. */
    async deleteExpiredSessions(now: Date): Promise<number> {
      const gone = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
      return gone.length;
    },

    /** Housekeeping: attempts older than the throttle's window no longer count for anything. */
    async deleteAttemptsBefore(cutoff: Date): Promise<number> {
      const gone = await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, cutoff)).returning({ id: loginAttempts.id });
      return gone.length;
    },

    /** A successful sign-in forgets the attempts of its account from its address (its own included). */
    async clearAttempts(username: string, ipAddress: string): Promise<void> {
      await db
        .delete(loginAttempts)
        .where(and(eq(loginAttempts.username, username.toLowerCase()), eq(loginAttempts.ipAddress, ipAddress)));
    },

    async insertAuditEvent(actorUserId: number | null, action: string, details: Record<string, unknown>, subject?: AuditSubject): Promise<void> {
      await recordAuditEvent(db, { actorUserId, action, details, ...(subject ? { subject } : {}) });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
