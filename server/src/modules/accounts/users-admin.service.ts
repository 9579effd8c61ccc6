import {
  USERS_ADMIN_MESSAGES,
  PASSWORD_RESET_VALID_MINUTES,
  type createStaffUserRequestSchema,
  type InvitationAdminList,
  type UserAdmin,
  type UserList,
} from '@vozimo/contract';
import type { z } from 'zod';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { AppError, bodyFieldErrors, notFound } from '../../platform/http/app-error.ts';
import { queueEmail } from '../../platform/mail/queue-email.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize } from '../../platform/permissions/can.ts';
import { newSecretToken } from '../../platform/sessions/session-token.ts';
import type { AccountsServiceDeps } from './accounts.service.ts';
import type { AccountsRepository, AccountUser } from './accounts.repository.ts';
import { newLinkToken, passwordResetLink } from './account-tokens.ts';
import { newStaffAccountEmail, staffSentPasswordResetEmail } from './emails/staff-account-emails.ts';
import { FIRST_USER_LINK_VALID_MS } from './first-user.service.ts';
import { organisationOf, toInvitation } from './invitations.service.ts';
import type { InvitationPageFilter, UserListFilter } from './users-admin.repository.ts';

type CreateStaffUserInput = z.output<typeof createStaffUserRequestSchema>;
type UserWithNames = NonNullable<Awaited<ReturnType<AccountsRepository['findUserWithNames']>>>;

const RESET_VALID_MS = PASSWORD_RESET_VALID_MINUTES * 60 * 1000;

function toUserAdmin({ user, agencyName, companyName }: UserWithNames, actor: Actor): UserAdmin {
  return {
    user_id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    is_staff: user.isStaff,
    is_agent: user.isAgent,
    is_agency_admin: user.isAgencyAdmin,
    is_driver: user.isDriver,
    is_driver_admin: user.isDriverAdmin,
    agency_name: agencyName,
    company_name: companyName,
    is_active: user.isActive,
    last_login: user.lastLogin?.toISOString() ?? null,
    is_self: user.id === actor.realUserId,
    created_at: user.createdAt.toISOString(),
  };
}

const subject = (user: AccountUser) => ({ type: 'user', id: user.id, label: user.username });

/**
 * The back office's Users (issue 15, docs/decisions/0023-back-office.md): every account, staff
 * accounts created with an e-mailed set-password link (as `npm run create-user` prints one), and
 * accounts (de)activated or sent a password link. Invitations are resent and revoked through
 * /api/invitations/{id}/… (invitations.service.ts), which staff may call for any invitation.
 */
export function createUsersAdminService({ repo, auth, now, mail, publicUrl }: AccountsServiceDeps) {
  async function view(actor: Actor, userId: number): Promise<UserAdmin> {
    const found = await repo.findUserWithNames(userId);
    if (!found) throw notFound(USERS_ADMIN_MESSAGES.notFound);
    return toUserAdmin(found, actor);
  }

  return {
    /** GET /api/admin/users/ */
    async listUsers(actor: Actor, filter: UserListFilter): Promise<UserList> {
      authorize(actor, 'users.manage');
      const { items, count } = await repo.listUsersPage(filter);
      return { items: items.map((row) => toUserAdmin(row, actor)), count };
    },

    /**
     * POST /api/admin/users/: a staff account with a password nobody knows (the hash of a random
     * secret, so sign-in costs the same), its set-password link e-mailed in the same transaction.
     */
    async addStaffUser(actor: Actor, input: CreateStaffUserInput): Promise<UserAdmin> {
      authorize(actor, 'users.manage');
      const issues: { field: string; message: string }[] = [];
      if (await repo.usernameTaken(input.username)) issues.push({ field: 'username', message: USERS_ADMIN_MESSAGES.usernameTaken });
      if (await repo.emailUsedByAnother(input.email, null)) issues.push({ field: 'email', message: USERS_ADMIN_MESSAGES.emailTaken });
      if (issues.length > 0) throw bodyFieldErrors(issues);

      const at = now();
      const passwordHash = await hashPassword(newSecretToken());
      const { token, tokenHash } = newLinkToken();
      let created: { userId: number; emailId: number | null };
      try {
        created = await repo.transaction(async (tx, txDb) => {
          const user = await tx.insertUser({
            username: input.username,
            passwordHash,
            firstName: input.first_name,
            lastName: input.last_name,
            email: input.email,
            isStaff: true,
            createdAt: at,
          });
          await tx.insertPasswordReset({ tokenHash, userId: user.id, createdAt: at, expiresAt: new Date(at.getTime() + FIRST_USER_LINK_VALID_MS) });
          const content = newStaffAccountEmail(user, passwordResetLink(publicUrl, token), FIRST_USER_LINK_VALID_MS / 3_600_000);
          const emailId = await queueEmail(txDb, { to: user.email, ...content, dedupeKey: `staff-account:${tokenHash.slice(0, 24)}`, secrets: [token] });
          await tx.recordAudit({
            actorUserId: actor.realUserId,
            action: 'accounts.user.create',
            subject: subject(user),
            before: null,
            after: { username: user.username, first_name: user.firstName, last_name: user.lastName, email: user.email, is_staff: true },
            at,
          });
          return { userId: user.id, emailId };
        });
      } catch (error) {
        // Two staff creating the same username at once: the second is told as the check would have.
        if (isUniqueViolation(error, 'users_username_lower_key')) throw bodyFieldErrors([{ field: 'username', message: USERS_ADMIN_MESSAGES.usernameTaken }]);
        throw error;
      }
      mail.dispatch(created.emailId);
      return view(actor, created.userId);
    },

    /** POST /api/admin/users/{userId}/set_active/: deactivating ends every session of the account. */
    async setUserActive(actor: Actor, userId: number, isActive: boolean): Promise<UserAdmin> {
      authorize(actor, 'users.manage');
      const at = now();
      const changed = await repo.transaction(async (tx) => {
        const user = await tx.lockUser(userId);
        if (!user) throw notFound(USERS_ADMIN_MESSAGES.notFound);
        // Locking oneself out would leave nobody signed in to undo it.
        if (!isActive && user.id === actor.realUserId) throw new AppError(409, USERS_ADMIN_MESSAGES.selfDeactivate);
        if (user.isActive === isActive) return false;
        await tx.setUserActive(userId, isActive);
        await tx.recordAudit({
          actorUserId: actor.realUserId,
          action: isActive ? 'accounts.user.activate' : 'accounts.user.deactivate',
          subject: subject(user),
          before: { is_active: user.isActive },
          after: { is_active: isActive },
          at,
        });
        return true;
      });
      if (changed && !isActive) await auth.endSessionsOf(userId);
      return view(actor, userId);
    },

    /**
     * POST /api/admin/users/{userId}/set_admin/: an agent runs its agency (agency admin) or a driver
     * its company (driver admin), or stops; under the account's lock, so two changes apply in turn.
     */
    async setUserAdmin(actor: Actor, userId: number, isAdmin: boolean): Promise<UserAdmin> {
      authorize(actor, 'users.manage');
      const at = now();
      await repo.transaction(async (tx) => {
        const user = await tx.lockUser(userId);
        if (!user) throw notFound(USERS_ADMIN_MESSAGES.notFound);
        if (!user.isAgent && !user.isDriver) throw new AppError(409, USERS_ADMIN_MESSAGES.notAgentOrDriver);
        const before = { is_agency_admin: user.isAgencyAdmin, is_driver_admin: user.isDriverAdmin };
        const after = { is_agency_admin: user.isAgent ? isAdmin : user.isAgencyAdmin, is_driver_admin: user.isDriver ? isAdmin : user.isDriverAdmin };
        if (before.is_agency_admin === after.is_agency_admin && before.is_driver_admin === after.is_driver_admin) return;
        await tx.setUserAdmin(userId, { isAgencyAdmin: after.is_agency_admin, isDriverAdmin: after.is_driver_admin });
        await tx.recordAudit({
          actorUserId: actor.realUserId,
          action: isAdmin ? 'accounts.user.grant_admin' : 'accounts.user.withdraw_admin',
          subject: subject(user),
          before,
          after,
          at,
        });
      });
      return view(actor, userId);
    },

    /**
     * POST /api/admin/users/{userId}/send_password_reset/: the "Forgot password" link, e-mailed to
     * the account's address; staff are told it was sent (no same-answer or rate limit: they are
     * not guessing addresses).
     */
    async sendPasswordReset(actor: Actor, userId: number): Promise<{ detail: string }> {
      authorize(actor, 'users.manage');
      const at = now();
      const { token, tokenHash } = newLinkToken();
      const emailId = await repo.transaction(async (tx, txDb) => {
        const user = await tx.lockUser(userId);
        if (!user) throw notFound(USERS_ADMIN_MESSAGES.notFound);
        // Its link would not open (password-reset.service.ts refuses inactive accounts).
        if (!user.isActive) throw new AppError(409, USERS_ADMIN_MESSAGES.inactiveReset);
        if (user.email === '') throw new AppError(409, USERS_ADMIN_MESSAGES.noEmail);
        await tx.insertPasswordReset({ tokenHash, userId: user.id, createdAt: at, expiresAt: new Date(at.getTime() + RESET_VALID_MS) });
        const content = staffSentPasswordResetEmail(user, passwordResetLink(publicUrl, token));
        const queued = await queueEmail(txDb, { to: user.email, ...content, dedupeKey: `password-reset:${tokenHash.slice(0, 24)}`, secrets: [token] });
        await tx.recordAudit({ actorUserId: actor.realUserId, action: 'accounts.user.send_password_reset', subject: subject(user), details: { email: user.email }, at });
        return queued;
      });
      mail.dispatch(emailId);
      return { detail: USERS_ADMIN_MESSAGES.resetSent };
    },

    /** GET /api/admin/invitations/: every invitation, paged and searchable, with its organisation. */
    async listInvitationsPage(actor: Actor, filter: Omit<InvitationPageFilter, 'now'>): Promise<InvitationAdminList> {
      authorize(actor, 'users.manage');
      const at = now();
      const { items, count } = await repo.listInvitationsPage({ ...filter, now: at });
      return { items: items.map((row) => ({ ...toInvitation(row, at), organisation_name: organisationOf(row) })), count };
    },
  };
}
