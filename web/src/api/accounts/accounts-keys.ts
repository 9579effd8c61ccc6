import type { InvitationRole } from '@vozimo/contract';

/**
 * The accounts area's query keys (issue 14): the signed-in user's own details, the invitations an
 * admin sent, and the two public links (an invitation, a password reset) a visitor opens by token.
 */
export const accountsKeys = {
  all: ['accounts'] as const,
  ownAccount: () => ['accounts', 'own'] as const,
  invitations: () => ['accounts', 'invitations'] as const,
  /** GET /api/invitations/?role=; undefined: every role in reach. */
  invitationList: (role?: InvitationRole) => ['accounts', 'invitations', { role: role ?? null }] as const,
  /** The back office's Users (GET /api/admin/users/) and every invitation (GET /api/admin/invitations/, under invitations() so a resend or revoke refreshes it). */
  users: () => ['accounts', 'users'] as const,
  userList: (params: { search: string; role: string | null; active: string | null; page: number }) => ['accounts', 'users', params] as const,
  adminInvitationList: (params: { search: string; status: string | null; page: number }) => ['accounts', 'invitations', 'admin', params] as const,
  invitationPreview: (token: string) => ['accounts', 'invitation-preview', token] as const,
  passwordResetLink: (token: string) => ['accounts', 'password-reset-link', token] as const,
};
