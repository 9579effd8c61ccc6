import { z } from 'zod';
import { accountEmailSchema } from './account-email.ts';
import { rowIdParamSchema, rowIdSchema } from '../common/ids.ts';
import { optionalText, requiredText } from '../common/text-fields.ts';
import { newPasswordSchema } from './passwords.ts';

/**
 * Invitations (issue 14, beyond the spec): an agency admin invites an agent of its agency; a driver
 * admin invites a driver of its company, whose account is linked to that driver record. The e-mail
 * carries a single-use link (/invitation?token=…) that expires after INVITATION_VALID_DAYS days.
 *
 * POST /api/invitations/ · GET /api/invitations/ · POST /api/invitations/{id}/resend/ ·
 * POST /api/invitations/{id}/revoke/ · GET /api/public/invitation/?token= ·
 * POST /api/public/accept_invitation/
 */

export const INVITATION_VALID_DAYS = 7;
export const INVITATION_ROLES = ['agent', 'driver'] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

export const INVITATION_MESSAGES = {
  email: 'Invalid email format.',
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  driver: 'Choose the driver this account is for.',
  agency: 'Choose the agency this account is for.',
  alreadyAccepted: 'This invitation was already accepted.',
  driverHasAccount: 'This driver already has an account.',
  emailHasAccount: 'An account with this e-mail address already exists.',
  pending: 'An invitation to this address is already waiting; resend it instead.',
  linkInvalid: 'This invitation link is not valid any more. Ask for a new invitation.',
  usernameTaken: 'This username is taken.',
  username: 'Username must be 3 to 50 letters, digits, dots, dashes or underscores.',
} as const;

const email = accountEmailSchema(INVITATION_MESSAGES.email);

/** POST /api/invitations/: role 'agent' (agency admin) or 'driver' (driver admin, with driver_id). */
export const createInvitationRequestSchema = z.object({
  role: z.enum(INVITATION_ROLES),
  email,
  first_name: requiredText(INVITATION_MESSAGES.firstName, 100),
  last_name: requiredText(INVITATION_MESSAGES.lastName, 100),
  /** The driver record the account is for (role 'driver'). */
  driver_id: rowIdSchema.nullable().optional().default(null),
  /** Staff invite into any agency or company: the agency id for 'agent' (drivers name it through driver_id). */
  agency_id: rowIdSchema.nullable().optional().default(null),
  /**
   * The account runs its agency (agency admin, role 'agent') or company (driver admin, role
   * 'driver'): staff, and an agency's or company's own admins, may invite one (issue 30).
   */
  grants_admin: z.boolean().optional().default(false),
});
export type CreateInvitationRequest = z.input<typeof createInvitationRequestSchema>;

/**
 * POST /api/admin/companies/{companyId}/invite_admin/ (issue 30): staff invite a company's admin
 * from its row in Admin → Companies; the server adds the person as a driver of the company, whose
 * account the invitation opens as the company's admin.
 */
export const companyAdminInvitationRequestSchema = createInvitationRequestSchema.pick({ email: true, first_name: true, last_name: true });
export type CompanyAdminInvitationRequest = z.input<typeof companyAdminInvitationRequestSchema>;
export type CompanyAdminInvitationRequestParsed = z.output<typeof companyAdminInvitationRequestSchema>;

export const INVITATION_STATUSES = ['pending', 'expired', 'accepted', 'revoked'] as const;

export const invitationSchema = z.object({
  invitation_id: z.number().int(),
  role: z.enum(INVITATION_ROLES),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  driver_id: z.number().int().nullable(),
  /** The account will be its agency's or company's admin. */
  grants_admin: z.boolean(),
  status: z.enum(INVITATION_STATUSES),
  /** ISO 8601. */
  created_at: z.string(),
  expires_at: z.string(),
  invited_by: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.array(invitationSchema);

/** POST /api/invitations/{invitationId}/resend/ and …/revoke/. */
export const invitationIdParamsSchema = z.object({ invitationId: rowIdParamSchema });

/** ?token= of the public invitation and password-reset pages. */
export const linkTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

export const invitationListQuerySchema = z.object({ role: z.enum(INVITATION_ROLES).optional() });

/** GET /api/public/invitation/?token=: what the page shows before the invitee chooses a password. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(INVITATION_ROLES),
  /** The agency or company the account joins. */
  organisation_name: z.string(),
  /** A suggested username (the e-mail's local part, made unique). */
  suggested_username: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const usernameSchema = z
  .string({ error: INVITATION_MESSAGES.username })
  .trim()
  .max(50, INVITATION_MESSAGES.username)
  .regex(/^[A-Za-z0-9._-]{3,50}$/, INVITATION_MESSAGES.username);

/** POST /api/public/accept_invitation/: the account is created and signed in (session cookie). */
export const acceptInvitationRequestSchema = z.object({
  token: z.string().min(1).max(200),
  username: usernameSchema,
  password: newPasswordSchema,
  first_name: optionalText(100),
  last_name: optionalText(100),
});
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequestSchema>;
