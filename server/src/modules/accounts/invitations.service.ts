import {
  INVITATION_MESSAGES,
  INVITATION_VALID_DAYS,
  type acceptInvitationRequestSchema,
  type createInvitationRequestSchema,
  type Invitation,
  type InvitationPreview,
  type InvitationRole,
} from '@vozimo/contract';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import type { Actor } from '../../platform/permissions/actor.ts';
import { authorize, can, type InvitationAccess } from '../../platform/permissions/can.ts';
import { AppError, bodyFieldErrors, forbidden, notFound } from '../../platform/http/app-error.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { queueEmail } from '../../platform/mail/queue-email.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { tooManyAttempts } from '../../platform/rate-limits/too-many-attempts.ts';
import { hashToken } from '../../platform/sessions/session-token.ts';
import type { AccountsRepository, InvitationListFilter } from './accounts.repository.ts';
import type { AccountsServiceDeps } from './accounts.service.ts';
import { displayName, invitationLink, newLinkToken } from './account-tokens.ts';
import { invitationEmail } from './emails/invitation-email.ts';
import { invitationLimits, TOO_MANY_INVITATIONS } from './rules/invitation-limit.ts';
import { invitationStatus } from './rules/invitation-status.ts';
import { suggestedUsername } from './rules/suggested-username.ts';
import { passwordProblem } from './rules/password-policy.ts';

type CreateInvitationInput = z.output<typeof createInvitationRequestSchema>;
type AcceptInvitationInput = z.output<typeof acceptInvitationRequestSchema>;

const VALID_MS = INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000;

type InvitationWithNames = NonNullable<Awaited<ReturnType<AccountsRepository['findInvitation']>>>;

/** Who a company's first admin is: the driver record the account opens, and where the link goes. */
export interface DriverAdminInvitee {
  email: string;
  firstName: string;
  lastName: string;
  driverId: number;
}

const accessOf = (row: InvitationWithNames): InvitationAccess => ({
  role: row.invitation.role as InvitationRole,
  agencyId: row.invitation.agencyId,
  companyId: row.companyId,
});

export const organisationOf = (row: InvitationWithNames) => (row.invitation.role === 'agent' ? row.agencyName : row.companyName) ?? '';

export function toInvitation(row: InvitationWithNames, now: Date): Invitation {
  const i = row.invitation;
  return {
    invitation_id: i.id,
    role: i.role as InvitationRole,
    email: i.email,
    first_name: i.firstName,
    last_name: i.lastName,
    driver_id: i.driverId,
    grants_admin: i.grantsAdmin,
    status: invitationStatus(i, now),
    created_at: i.createdAt.toISOString(),
    expires_at: i.expiresAt.toISOString(),
    invited_by: row.inviterUsername === null ? '' : displayName({ firstName: row.inviterFirstName ?? '', lastName: row.inviterLastName ?? '', username: row.inviterUsername }),
  };
}

/** What one invitation link is the same answer for, whether unknown, expired, used or revoked. */
const linkInvalid = () => notFound(INVITATION_MESSAGES.linkInvalid);

export function createInvitationsService({ repo, auth, now, mail, publicUrl }: AccountsServiceDeps) {
  /** The invitation as the caller may act on it; another agency's or company's is like an unknown one. */
  async function invitationFor(actor: Actor, id: number): Promise<InvitationWithNames> {
    authorize(actor, 'invitations.list');
    const row = await repo.findInvitation(id);
    if (!row || !can(actor, 'invitations.manage', accessOf(row))) throw notFound('Invitation not found.');
    return row;
  }

  /** Queues the invitation's e-mail with the link of `token` inside the caller's transaction; returns the outbox id. */
  function queueInvitationEmail(txDb: Database, row: InvitationWithNames, inviter: Actor, token: string, tokenHash: string, approvedApplication = false) {
    const content = invitationEmail(
      {
        role: row.invitation.role as InvitationRole,
        firstName: row.invitation.firstName,
        organisationName: organisationOf(row),
        inviterName: displayName({ firstName: inviter.firstName, lastName: inviter.lastName, username: 'Vozimo' }),
        grantsAdmin: row.invitation.grantsAdmin,
        approvedApplication,
      },
      invitationLink(publicUrl, token),
    );
    // One message per link: a resend is a new message.
    return queueEmail(txDb, { to: row.invitation.email, ...content, dedupeKey: `invitation:${row.invitation.id}:${tokenHash.slice(0, 16)}`, secrets: [token] });
  }

  /**
   * Counts an invitation e-mail against its inviter's hourly limit, or refuses it (429) before
   * anything is written; judged and counted in one atomic step, so a burst cannot pass the limit.
   */
  async function admitInvitationFrom(actor: Actor, at: Date): Promise<void> {
    const admission = await repo.admitAttempt(at, invitationLimits(actor.realUserId));
    if (!admission.allowed) throw tooManyAttempts(TOO_MANY_INVITATIONS, admission.retryAfterSeconds);
  }

  /** Where the new account goes: the caller's own agency or company unless staff name one. */
  async function targetOf(actor: Actor, request: CreateInvitationInput): Promise<InvitationAccess & { driverId: number | null }> {
    // An agency admin invites agents only, a driver admin drivers only.
    const invitesRole = request.role === 'agent' ? actor.isAgent && actor.isAgencyAdmin : actor.isDriver && actor.isDriverAdmin;
    if (!actor.isStaff && !invitesRole) throw forbidden();
    if (request.role === 'agent') {
      const agencyId = actor.isStaff ? request.agency_id : (request.agency_id ?? actor.agencyId);
      if (agencyId === null) throw bodyFieldErrors([{ field: 'agency_id', message: INVITATION_MESSAGES.agency }]);
      const agency = await repo.findAgency(agencyId);
      const access = { role: 'agent' as const, agencyId, companyId: null, driverId: null };
      if (!agency || !can(actor, 'invitations.manage', access)) throw notFound('Agency not found.');
      return access;
    }
    if (request.driver_id === null) throw bodyFieldErrors([{ field: 'driver_id', message: INVITATION_MESSAGES.driver }]);
    const driver = await repo.findDriverWithCompany(request.driver_id);
    const access = { role: 'driver' as const, agencyId: null, companyId: driver?.companyId ?? null, driverId: request.driver_id };
    if (!driver || !can(actor, 'invitations.manage', access)) throw notFound('Driver not found.');
    return access;
  }

  /** A driver record's invitation to run its company (grants_admin), checked and queued inside `txDb`. */
  async function inviteDriverAdmin(txDb: Database, actor: Actor, invitee: DriverAdminInvitee, at: Date, approvedApplication: boolean) {
    const tx = repo.joining(txDb);
    if (await tx.emailUsedByAnother(invitee.email, null)) throw new AppError(409, INVITATION_MESSAGES.emailHasAccount);
    if (await tx.openInvitationExists(invitee.email, at)) throw new AppError(409, INVITATION_MESSAGES.pending);
    const { token, tokenHash } = newLinkToken();
    const created = await tx.insertInvitation({
      tokenHash,
      role: 'driver',
      email: invitee.email,
      firstName: invitee.firstName,
      lastName: invitee.lastName,
      agencyId: null,
      driverId: invitee.driverId,
      grantsAdmin: true,
      invitedByUserId: actor.realUserId,
      createdAt: at,
      expiresAt: new Date(at.getTime() + VALID_MS),
    });
    const withNames = (await tx.findInvitation(created.id))!;
    return queueInvitationEmail(txDb, withNames, actor, token, tokenHash, approvedApplication);
  }

  return {
    /** POST /api/invitations/: the invitation, and its e-mail in the same transaction. */
    async createInvitation(actor: Actor, input: CreateInvitationInput): Promise<Invitation> {
      authorize(actor, 'invitations.list');
      const target = await targetOf(actor, input);
      const at = now();
      const issues: { field: string; message: string }[] = [];
      if (target.driverId !== null && (await repo.driverHasAccount(target.driverId))) {
        issues.push({ field: 'driver_id', message: INVITATION_MESSAGES.driverHasAccount });
      }
      if (await repo.emailUsedByAnother(input.email, null)) issues.push({ field: 'email', message: INVITATION_MESSAGES.emailHasAccount });
      else if (await repo.openInvitationExists(input.email, at)) issues.push({ field: 'email', message: INVITATION_MESSAGES.pending });
      if (issues.length > 0) throw bodyFieldErrors(issues);
      await admitInvitationFrom(actor, at);

      const { token, tokenHash } = newLinkToken();
      const { row, emailId } = await repo.transaction(async (tx, txDb) => {
        const created = await tx.insertInvitation({
          tokenHash,
          role: target.role,
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          agencyId: target.agencyId,
          driverId: target.driverId,
          grantsAdmin: input.grants_admin,
          invitedByUserId: actor.realUserId,
          createdAt: at,
          expiresAt: new Date(at.getTime() + VALID_MS),
        });
        const withNames = (await tx.findInvitation(created.id))!;
        return { row: withNames, emailId: await queueInvitationEmail(txDb, withNames, actor, token, tokenHash) };
      });
      mail.dispatch(emailId);
      return toInvitation(row, at);
    },

    /**
     * For the partners area, inside its approval's transaction `txDb`: the invitation of an approved
     * partner's legal representative to open the account of `driverId` (the company's first driver)
     * as the company's driver admin, its e-mail queued. Returns the outbox id to dispatch once the
     * caller commits. An address that already has an account or an open invitation is refused (409):
     * the partner would otherwise get no working link.
     */
    async invitePartnerAdmin(txDb: Database, actor: Actor, invitee: DriverAdminInvitee, at: Date): Promise<number | null> {
      authorize(actor, 'partners.review');
      return inviteDriverAdmin(txDb, actor, invitee, at, true);
    },

    /**
     * For the fleet area, inside the transaction that adds `driverId` to a company from Admin →
     * Companies: the invitation that makes that driver's account the company's admin (issue 30),
     * refused like the partner's (409) when the address is taken; returns the outbox id to dispatch.
     */
    async inviteCompanyAdmin(txDb: Database, actor: Actor, invitee: DriverAdminInvitee, at: Date): Promise<number | null> {
      authorize(actor, 'companies.manage');
      return inviteDriverAdmin(txDb, actor, invitee, at, false);
    },

    /** GET /api/invitations/: the caller's agency's agent invitations, company's driver invitations; staff all. */
    async listInvitations(actor: Actor, role: InvitationRole | undefined): Promise<Invitation[]> {
      authorize(actor, 'invitations.list');
      const filters: InvitationListFilter[] = [];
      if (actor.isStaff) filters.push({ ...(role ? { role } : {}) });
      else {
        if (actor.isAgent && actor.isAgencyAdmin && actor.agencyId !== null && role !== 'driver') filters.push({ role: 'agent', agencyId: actor.agencyId });
        if (actor.isDriver && actor.isDriverAdmin && actor.companyId !== null && role !== 'agent') filters.push({ role: 'driver', companyId: actor.companyId });
      }
      const at = now();
      const rows = (await Promise.all(filters.map((f) => repo.listInvitations(f)))).flat();
      return rows.map((row) => toInvitation(row, at));
    },

    /** POST /api/invitations/{id}/resend/: a new link and a new week; the old link stops working. */
    async resendInvitation(actor: Actor, id: number): Promise<Invitation> {
      const row = await invitationFor(actor, id);
      const at = now();
      const status = invitationStatus(row.invitation, at);
      if (status === 'accepted') throw new AppError(409, INVITATION_MESSAGES.alreadyAccepted);
      if (status === 'revoked') throw new AppError(409, 'This invitation was revoked; invite the person again.');
      await admitInvitationFrom(actor, at);
      const { token, tokenHash } = newLinkToken();
      const { updated, emailId } = await repo.transaction(async (tx, txDb) => {
        await tx.replaceInvitationToken(id, tokenHash, new Date(at.getTime() + VALID_MS));
        const renewed = (await tx.findInvitation(id))!;
        return { updated: renewed, emailId: await queueInvitationEmail(txDb, renewed, actor, token, tokenHash) };
      });
      mail.dispatch(emailId);
      return toInvitation(updated, at);
    },

    /** POST /api/invitations/{id}/revoke/: the link stops working; an accepted invitation stays accepted. */
    async revokeInvitation(actor: Actor, id: number): Promise<Invitation> {
      const row = await invitationFor(actor, id);
      const at = now();
      if (invitationStatus(row.invitation, at) === 'accepted') throw new AppError(409, INVITATION_MESSAGES.alreadyAccepted);
      await repo.revokeInvitation(id, at);
      return toInvitation((await repo.findInvitation(id))!, at);
    },

    /** GET /api/public/invitation/?token=: what the invitee sees before choosing a password. */
    async previewInvitation(token: string): Promise<InvitationPreview> {
      const at = now();
      const row = await repo.findInvitationByTokenHash(hashToken(token));
      if (!row || invitationStatus(row.invitation, at) !== 'pending') throw linkInvalid();
      const base = suggestedUsername(row.invitation.email);
      let suggestion = base;
      for (let n = 2; (await repo.usernameTaken(suggestion)) && n < 100; n++) suggestion = `${base}${n}`;
      return {
        email: row.invitation.email,
        first_name: row.invitation.firstName,
        last_name: row.invitation.lastName,
        role: row.invitation.role as InvitationRole,
        organisation_name: organisationOf(row),
        suggested_username: suggestion,
      };
    },

    /**
     * POST /api/public/accept_invitation/: the account, the invitation marked accepted (once, in
     * the same transaction), and a signed-in session.
     */
    async acceptInvitation(request: AcceptInvitationInput) {
      const at = now();
      const row = await repo.findInvitationByTokenHash(hashToken(request.token));
      if (!row || invitationStatus(row.invitation, at) !== 'pending') throw linkInvalid();
      const i = row.invitation;
      const username = request.username.trim();
      const problem = passwordProblem(request.password, { username, email: i.email });
      if (problem) throw bodyFieldErrors([{ field: 'password', message: problem }]);
      if (await repo.usernameTaken(username)) throw bodyFieldErrors([{ field: 'username', message: INVITATION_MESSAGES.usernameTaken }]);
      const passwordHash = await hashPassword(request.password);

      let userId: number;
      try {
        userId = await repo.transaction(async (tx) => {
          if (!(await tx.claimInvitation(i.id, at))) throw linkInvalid();
          const user = await tx.insertUser({
            username,
            passwordHash,
            firstName: request.first_name?.trim() || i.firstName,
            lastName: request.last_name?.trim() || i.lastName,
            email: i.email,
            isAgent: i.role === 'agent',
            // An invitation may make the account its agency's or company's admin (issue 30).
            isAgencyAdmin: i.role === 'agent' && i.grantsAdmin,
            agencyId: i.role === 'agent' ? i.agencyId : null,
            isDriver: i.role === 'driver',
            // An approved partner's first account runs its company (invitePartnerAdmin).
            isDriverAdmin: i.role === 'driver' && i.grantsAdmin,
            driverId: i.role === 'driver' ? i.driverId : null,
            createdAt: at,
          });
          await tx.recordAcceptedUser(i.id, user.id);
          return user.id;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_username_lower_key')) {
          throw bodyFieldErrors([{ field: 'username', message: INVITATION_MESSAGES.usernameTaken }]);
        }
        if (isUniqueViolation(error, 'users_driver_id_key')) throw new AppError(409, INVITATION_MESSAGES.driverHasAccount);
        throw error;
      }
      return auth.openSession(userId);
    },
  };
}
