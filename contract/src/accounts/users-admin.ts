import { z } from 'zod';
import { accountEmailSchema } from './account-email.ts';
import { INVITATION_ROLES, INVITATION_STATUSES, invitationSchema, usernameSchema } from './invitations.ts';
import { rowIdParamSchema } from '../common/ids.ts';
import { pageFields, searchPageQueryFields } from '../common/pagination.ts';
import { requiredText } from '../common/text-fields.ts';

/**
 * The back office's Users (issue 15, docs/decisions/0023-back-office.md): every account with its
 * role flags; staff accounts created without a password (an e-mailed set-password link), accounts
 * (de)activated, and a password-reset link sent; invitations waiting to be accepted.
 *
 * GET /api/admin/users/?search&role&active&limit&offset · POST /api/admin/users/ ·
 * POST /api/admin/users/{userId}/set_active/ · POST /api/admin/users/{userId}/set_admin/ · POST /api/admin/users/{userId}/send_password_reset/ ·
 * GET /api/admin/invitations/?search&status&limit&offset (resend and revoke are /api/invitations/{id}/…)
 */

export const USER_ROLES = ['staff', 'agent', 'agency_admin', 'driver', 'driver_admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_ROLE_LABELS: Record<UserRole, string> = {
  staff: 'Staff',
  agent: 'Agent',
  agency_admin: 'Agency admin',
  driver: 'Driver',
  driver_admin: 'Driver admin',
};

export const USERS_ADMIN_MESSAGES = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  email: 'Invalid email format.',
  usernameTaken: 'This username is taken.',
  emailTaken: 'An account with this e-mail address already exists.',
  selfDeactivate: 'You cannot deactivate your own account.',
  notFound: 'User not found.',
  inactiveReset: 'This account is deactivated; activate it before sending a password link.',
  noEmail: 'This account has no e-mail address to send a link to.',
  created: 'The staff user is created. A link to set a password was e-mailed.',
  resetSent: 'A link to set a new password was e-mailed.',
  deactivated: 'The account is deactivated and signed out everywhere.',
  activated: 'The account is active again.',
  notAgentOrDriver: 'Only an agent or a driver can run an agency or a company.',
  adminGranted: 'The account now manages its agency or company.',
  adminWithdrawn: 'The account no longer manages its agency or company.',
} as const;

export const USERS_SCREEN_TEXT = {
  title: 'Users',
  loadFailed: 'There was an error with loading users.',
  empty: 'No users match.',
  invitationsLoadFailed: 'There was an error with loading invitations.',
  invitationsEmpty: 'No invitations match.',
} as const;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const userListQuerySchema = z.object({
  ...searchPageQueryFields(20),
  role: z.enum(USER_ROLES).optional(),
  active: booleanQuery.optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const userAdminSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_staff: z.boolean(),
  is_agent: z.boolean(),
  is_agency_admin: z.boolean(),
  is_driver: z.boolean(),
  is_driver_admin: z.boolean(),
  /** The agency of an agent, or the company of a driver; null for neither. */
  agency_name: z.string().nullable(),
  company_name: z.string().nullable(),
  is_active: z.boolean(),
  /** ISO 8601, or null: never signed in. */
  last_login: z.string().nullable(),
  /** The caller's own account: it cannot deactivate itself. */
  is_self: z.boolean(),
  created_at: z.string(),
});
export type UserAdmin = z.infer<typeof userAdminSchema>;
export const userListSchema = z.object(pageFields(userAdminSchema));
export type UserList = z.infer<typeof userListSchema>;

/** POST /api/admin/users/: a staff account with no password yet; its owner sets one through the e-mailed link. */
export const createStaffUserRequestSchema = z.object({
  username: usernameSchema,
  first_name: requiredText(USERS_ADMIN_MESSAGES.firstName, 100),
  last_name: requiredText(USERS_ADMIN_MESSAGES.lastName, 100),
  email: accountEmailSchema(USERS_ADMIN_MESSAGES.email),
});
export type CreateStaffUserRequest = z.input<typeof createStaffUserRequestSchema>;

export const userIdParamsSchema = z.object({ userId: rowIdParamSchema });
export const setUserActiveRequestSchema = z.object({ is_active: z.boolean() });
/**
 * POST /api/admin/users/{userId}/set_admin/: an agent becomes or stops being its agency's admin, a
 * driver its company's (issue 30). Audited as accounts.user.grant_admin / withdraw_admin.
 */
export const setUserAdminRequestSchema = z.object({ is_admin: z.boolean() });

/** GET /api/admin/invitations/: every invitation, searchable, with the organisation it is for. */
export const invitationAdminListQuerySchema = z.object({
  ...searchPageQueryFields(20),
  status: z.enum(INVITATION_STATUSES).optional(),
  role: z.enum(INVITATION_ROLES).optional(),
});
export type InvitationAdminListQuery = z.input<typeof invitationAdminListQuerySchema>;
export const invitationAdminSchema = invitationSchema.extend({
  /** The agency or company the account joins. */
  organisation_name: z.string(),
});
export type InvitationAdmin = z.infer<typeof invitationAdminSchema>;
export const invitationAdminListSchema = z.object(pageFields(invitationAdminSchema));
export type InvitationAdminList = z.infer<typeof invitationAdminListSchema>;
