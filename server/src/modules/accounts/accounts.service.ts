import type { MailDelivery } from '../../platform/mail/mail-delivery.ts';
import type { AuthService } from '../auth/ports.ts';
import { createAccountsForOtherAreas } from './accounts-for-other-areas.service.ts';
import type { AccountsRepository } from './accounts.repository.ts';
import { createFirstUserService } from './first-user.service.ts';
import { createInvitationsService } from './invitations.service.ts';
import { createOwnAccountService } from './own-account.service.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { createUsersAdminService } from './users-admin.service.ts';

export interface AccountsServiceDeps {
  repo: AccountsRepository;
  /** Signs the user in after an accepted invitation or a reset; ends sessions after a password change. */
  auth: Pick<AuthService, 'openSession' | 'endSessionsOf'>;
  now: () => Date;
  mail: MailDelivery;
  /** PUBLIC_URL, for the links in the e-mails. */
  publicUrl: string;
}

/**
 * The accounts area (docs/decisions/0021-accounts.md): invitations, password resets, Settings, the first staff user, the back office's Users,
 * and what other areas do with accounts inside their transactions.
 */
export function createAccountsService(deps: AccountsServiceDeps) {
  const resets = createPasswordResetService(deps);
  return {
    ...createInvitationsService(deps),
    ...resets,
    ...createOwnAccountService(deps),
    ...createFirstUserService(deps, resets),
    ...createUsersAdminService(deps),
    ...createAccountsForOtherAreas(deps),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
