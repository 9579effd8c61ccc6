import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  agencies,
  driverCompanies,
  drivers,
  invitations,
  passwordResets,
  users,
} from '../../db/schema/index.ts';
import type { Database } from '../../platform/db/database.ts';
import { admitAttempt } from '../../platform/db/rate-limits.ts';
import type { Admission, RateLimit } from '../../platform/rate-limits/sliding-window.ts';
import { transactionalRepository, type TransactionalRepository } from '../../platform/db/transaction.ts';
import { usersAdminQueries } from './users-admin.repository.ts';

export type AccountUser = typeof users.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;

/** Which invitations a list shows: one agency's agents, one company's drivers, or (neither) all. */
export interface InvitationListFilter {
  agencyId?: number;
  companyId?: number;
  role?: 'agent' | 'driver';
}

const inviters = alias(users, 'inviters');

/**
 * The accounts area's SQL: it creates users and changes their name, e-mail and password (auth
 * records sign-ins and sessions; agents switch is_active), and owns invitations and password resets.
 */
function accountsQueries(db: Database) {
  const invitationView = {
    invitation: invitations,
    companyId: drivers.companyId,
    agencyName: agencies.name,
    companyName: driverCompanies.companyName,
    inviterFirstName: inviters.firstName,
    inviterLastName: inviters.lastName,
    inviterUsername: inviters.username,
  };
  const invitationsWithNames = () =>
    db
      .select(invitationView)
      .from(invitations)
      .leftJoin(agencies, eq(agencies.id, invitations.agencyId))
      .leftJoin(drivers, eq(drivers.id, invitations.driverId))
      .leftJoin(driverCompanies, eq(driverCompanies.id, drivers.companyId))
      .leftJoin(inviters, eq(inviters.id, invitations.invitedByUserId));

  return {
    ...usersAdminQueries(db),

    async findUserById(id: number): Promise<AccountUser | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async usernameTaken(username: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = lower(${username})`).limit(1);
      return row !== undefined;
    },

    /** Whether any account but `exceptUserId`'s uses the address (case-insensitive). */
    async emailUsedByAnother(email: string, exceptUserId: number | null): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, exceptUserId === null ? undefined : sql`${users.id} <> ${exceptUserId}`))
        .limit(1);
      return row !== undefined;
    },

    async listActiveUsersByEmail(email: string): Promise<AccountUser[]> {
      return db
        .select()
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.isActive, true)))
        .orderBy(users.id)
        .limit(10);
    },

    async insertUser(values: typeof users.$inferInsert): Promise<AccountUser> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },

    async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    async updateProfile(userId: number, values: { firstName: string; lastName: string; email: string }): Promise<AccountUser | undefined> {
      const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
      return row;
    },

    async driverHasAccount(driverId: number): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.driverId, driverId)).limit(1);
      return row !== undefined;
    },

    async findAgency(id: number) {
      const [row] = await db.select({ id: agencies.id, name: agencies.name }).from(agencies).where(eq(agencies.id, id)).limit(1);
      return row;
    },

    async findDriverWithCompany(driverId: number) {
      const [row] = await db
        .select({ id: drivers.id, companyId: drivers.companyId, companyName: driverCompanies.companyName })
        .from(drivers)
        .innerJoin(driverCompanies, eq(driverCompanies.id, drivers.companyId))
        .where(eq(drivers.id, driverId))
        .limit(1);
      return row;
    },

    async insertInvitation(values: typeof invitations.$inferInsert): Promise<InvitationRow> {
      const [row] = await db.insert(invitations).values(values).returning();
      return row!;
    },

    async findInvitation(id: number) {
      const [row] = await invitationsWithNames().where(eq(invitations.id, id)).limit(1);
      return row;
    },

    async findInvitationByTokenHash(tokenHash: string) {
      const [row] = await invitationsWithNames().where(eq(invitations.tokenHash, tokenHash)).limit(1);
      return row;
    },

    /** Newest first; the screens show the open ones and the latest history. */
    async listInvitations(filter: InvitationListFilter) {
      return invitationsWithNames()
        .where(
          and(
            filter.agencyId === undefined ? undefined : eq(invitations.agencyId, filter.agencyId),
            filter.companyId === undefined ? undefined : eq(drivers.companyId, filter.companyId),
            filter.role === undefined ? undefined : eq(invitations.role, filter.role),
          ),
        )
        .orderBy(desc(invitations.createdAt), desc(invitations.id))
        .limit(200);
    },

    /** An invitation to the address that can still be accepted. */
    async openInvitationExists(email: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: invitations.id })
        .from(invitations)
        .where(and(sql`lower(${invitations.email}) = lower(${email})`, isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now)))
        .limit(1);
      return row !== undefined;
    },

    /** A resend: a new link (the old hash is gone, so the old link is dead) and a new expiry. */
    async replaceInvitationToken(id: number, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.update(invitations).set({ tokenHash, expiresAt }).where(eq(invitations.id, id));
    },

    async revokeInvitation(id: number, at: Date): Promise<void> {
      await db.update(invitations).set({ revokedAt: at }).where(and(eq(invitations.id, id), isNull(invitations.revokedAt)));
    },

    /**
     * Takes the invitation for one account: only while open, in one conditional update, so of two
     * accepts at once exactly one gets the row (the other waits for its lock, then finds it taken).
     */
    async claimInvitation(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(invitations)
        .set({ acceptedAt: at })
        .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, at)))
        .returning({ id: invitations.id });
      return rows.length === 1;
    },

    async recordAcceptedUser(id: number, userId: number): Promise<void> {
      await db.update(invitations).set({ acceptedUserId: userId }).where(eq(invitations.id, id));
    },

    async insertPasswordReset(values: typeof passwordResets.$inferInsert): Promise<void> {
      await db.insert(passwordResets).values(values);
    },

    /** An unused, unexpired reset with its account. */
    async findLiveReset(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ reset: passwordResets, user: users })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
        .limit(1);
      return row;
    },

    /** Uses the reset once (a conditional update: of two confirms, one wins). */
    async useReset(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(passwordResets)
        .set({ usedAt: at })
        .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at)))
        .returning({ id: passwordResets.id });
      return rows.length === 1;
    },

    /** Once a password is set, every other link of the account that could set one is dead too. */
    async useAllResetsOf(userId: number, at: Date): Promise<void> {
      await db.update(passwordResets).set({ usedAt: at }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },

    /**
     * Admits a request (a reset, an invitation) against `limits` and counts it, or refuses it: one
     * atomic step for any number of requests at once (platform/db/rate-limits.ts).
     */
    async admitAttempt(at: Date, limits: readonly RateLimit[]): Promise<Admission> {
      return admitAttempt(db, at, limits);
    },
  };
}

export type AccountsRepository = TransactionalRepository<ReturnType<typeof accountsQueries>>;

export function createAccountsRepository(db: Database): AccountsRepository {
  return transactionalRepository(accountsQueries, db);
}
