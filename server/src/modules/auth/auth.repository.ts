import { and, desc, eq, gt, ne, or, sql } from 'drizzle-orm';
import { recordAuditEvent } from '../../platform/db/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { drivers, loginAttempts, sessions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export function createAuthRepository(db: Database) {
  return {
    async findUserByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row;
    },

    async findUserById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
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
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },

    async extendSession(sessionId: number, lastSeenAt: Date, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, sessionId));
    },

    async deleteSessionByTokenHash(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Every session of a user, but the one to keep (null: all). */
    async deleteSessionsOfUser(userId: number, keepSessionId: number | null): Promise<void> {
      await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), keepSessionId === null ? undefined : ne(sessions.id, keepSessionId)));
    },

    async setSessionOverride(sessionId: number, agentUserId: number | null, driverId: number | null): Promise<void> {
      await db
        .update(sessions)
        .set({ overrideAgentUserId: agentUserId, overrideDriverId: driverId })
        .where(eq(sessions.id, sessionId));
    },

    /** Times of recent failed sign-ins for a username or an address (newest first, bounded). */
    async listRecentFailures(username: string, ipAddress: string, since: Date) {
      const rows = await db
        .select({ username: loginAttempts.username, ipAddress: loginAttempts.ipAddress, at: loginAttempts.attemptedAt })
        .from(loginAttempts)
        .where(
          and(
            gt(loginAttempts.attemptedAt, since),
            or(eq(loginAttempts.username, username.toLowerCase()), eq(loginAttempts.ipAddress, ipAddress)),
          ),
        )
        .orderBy(desc(loginAttempts.attemptedAt))
        .limit(200);
      return {
        usernameFailures: rows.filter((r) => r.username === username.toLowerCase()).map((r) => r.at),
        addressFailures: rows.filter((r) => r.ipAddress === ipAddress).map((r) => r.at),
      };
    },

    async recordFailure(username: string, ipAddress: string, at: Date): Promise<void> {
      await db.insert(loginAttempts).values({ username: username.toLowerCase(), ipAddress, attemptedAt: at });
    },

    async clearFailuresForUsername(username: string): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.username, username.toLowerCase()));
    },

    async insertAuditEvent(actorUserId: number | null, action: string, details: Record<string, unknown>): Promise<void> {
      await recordAuditEvent(db, { actorUserId, action, details });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
