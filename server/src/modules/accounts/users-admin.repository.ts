import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InvitationAdminListQuery, UserRole } from '@vozimo/contract';
import { agencies, driverCompanies, drivers, invitations, users } from '../../db/schema/index.ts';
import { recordAuditEvent, type AuditEvent } from '../../platform/db/audit-log.ts';
import type { Database } from '../../platform/db/database.ts';
import { containsPattern } from '../../platform/db/search-pattern.ts';

const inviters = alias(users, 'inviters');

export interface UserListFilter {
  search: string;
  role?: UserRole | undefined;
  active?: boolean | undefined;
  limit: number;
  offset: number;
}

export interface InvitationPageFilter {
  search: string;
  status?: InvitationAdminListQuery['status'];
  role?: InvitationAdminListQuery['role'];
  limit: number;
  offset: number;
  now: Date;
}

const ROLE_COLUMN = {
  staff: users.isStaff,
  agent: users.isAgent,
  agency_admin: users.isAgencyAdmin,
  driver: users.isDriver,
  driver_admin: users.isDriverAdmin,
} as const;

/** An invitation's status as SQL, as rules/invitation-status.ts decides it. */
function invitationStatusCondition(status: NonNullable<InvitationAdminListQuery['status']>, now: Date): SQL {
  const open = and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));
  switch (status) {
    case 'accepted':
      return isNotNull(invitations.acceptedAt);
    case 'revoked':
      return and(isNull(invitations.acceptedAt), isNotNull(invitations.revokedAt))!;
    case 'pending':
      return and(open, gt(invitations.expiresAt, now))!;
    case 'expired':
      return and(open, lte(invitations.expiresAt, now))!;
  }
}

/**
 * The back office's Users (spread into the accounts repository, so it shares its transactions):
 * every account with its agency or company, and the invitations page.
 */
export function usersAdminQueries(db: Database) {
  const userView = {
    user: users,
    agencyName: agencies.name,
    companyName: driverCompanies.companyName,
  };
  const usersWithNames = () =>
    db
      .select(userView)
      .from(users)
      .leftJoin(agencies, eq(agencies.id, users.agencyId))
      .leftJoin(drivers, eq(drivers.id, users.driverId))
      .leftJoin(driverCompanies, eq(driverCompanies.id, drivers.companyId));

  function userConditions(filter: UserListFilter) {
    const pattern = filter.search === '' ? null : containsPattern(filter.search);
    return and(
      pattern === null
        ? undefined
        : or(
            ilike(users.username, pattern),
            ilike(users.email, pattern),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
            ilike(agencies.name, pattern),
            ilike(driverCompanies.companyName, pattern),
          ),
      filter.role === undefined ? undefined : eq(ROLE_COLUMN[filter.role], true),
      filter.active === undefined ? undefined : eq(users.isActive, filter.active),
    );
  }

  return {
    /** Active first, then by username. */
    async listUsersPage(filter: UserListFilter) {
      const where = userConditions(filter);
      const [items, [total]] = await Promise.all([
        usersWithNames().where(where).orderBy(desc(users.isActive), asc(sql`lower(${users.username})`), asc(users.id)).limit(filter.limit).offset(filter.offset),
        db
          .select({ count: count() })
          .from(users)
          .leftJoin(agencies, eq(agencies.id, users.agencyId))
          .leftJoin(drivers, eq(drivers.id, users.driverId))
          .leftJoin(driverCompanies, eq(driverCompanies.id, drivers.companyId))
          .where(where),
      ]);
      return { items, count: total?.count ?? 0 };
    },

    async findUserWithNames(id: number) {
      const [row] = await usersWithNames().where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The account, row-locked so two (de)activations of one account apply one after the other. */
    async lockUser(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
      return row;
    },

    async setUserActive(id: number, isActive: boolean): Promise<void> {
      await db.update(users).set({ isActive }).where(eq(users.id, id));
    },

    async setUserAdmin(id: number, admin: { isAgencyAdmin: boolean; isDriverAdmin: boolean }): Promise<void> {
      await db.update(users).set(admin).where(eq(users.id, id));
    },

    /** The invitations page: newest first, with the organisation each is for. */
    async listInvitationsPage(filter: InvitationPageFilter) {
      const pattern = filter.search === '' ? null : containsPattern(filter.search);
      const where = and(
        pattern === null
          ? undefined
          : or(
              ilike(invitations.email, pattern),
              ilike(sql`${invitations.firstName} || ' ' || ${invitations.lastName}`, pattern),
              ilike(agencies.name, pattern),
              ilike(driverCompanies.companyName, pattern),
            ),
        filter.status === undefined ? undefined : invitationStatusCondition(filter.status, filter.now),
        filter.role === undefined ? undefined : eq(invitations.role, filter.role),
      );
      const view = {
        invitation: invitations,
        companyId: drivers.companyId,
        agencyName: agencies.name,
        companyName: driverCompanies.companyName,
        inviterFirstName: inviters.firstName,
        inviterLastName: inviters.lastName,
        inviterUsername: inviters.username,
      };
      const [items, [total]] = await Promise.all([
        db
          .select(view)
          .from(invitations)
          .leftJoin(agencies, eq(agencies.id, invitations.agencyId))
          .leftJoin(drivers, eq(drivers.id, invitations.driverId))
          .leftJoin(driverCompanies, eq(driverCompanies.id, drivers.companyId))
          .leftJoin(inviters, eq(inviters.id, invitations.invitedByUserId))
          .where(where)
          .orderBy(desc(invitations.createdAt), desc(invitations.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db
          .select({ count: count() })
          .from(invitations)
          .leftJoin(agencies, eq(agencies.id, invitations.agencyId))
          .leftJoin(drivers, eq(drivers.id, invitations.driverId))
          .leftJoin(driverCompanies, eq(driverCompanies.id, drivers.companyId))
          .where(where),
      ]);
      return { items, count: total?.count ?? 0 };
    },

    async recordAudit(event: AuditEvent): Promise<void> {
      await recordAuditEvent(db, event);
    },
  };
}
