import { USERS_ADMIN_MESSAGES, type UserAdmin } from '@vozimo/contract';
import { useState } from 'react';
import { useSetUserAdmin } from '../../../api/accounts/users-admin.ts';
import { showSuccessToast } from '../../../components/back-office/success-toast.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { showFailureToast } from '../../../components/failure-toast.tsx';

const displayName = (user: UserAdmin) => `${user.first_name} ${user.last_name}`.trim() || user.username;

/** An agent is its agency's admin, a driver its company's: the one word the menu and the question use. */
const roleOf = (user: UserAdmin) => (user.is_agent ? 'agency admin' : 'driver admin');

/** What the role lets its holder do, as the question before granting it says. */
const powersOf = (user: UserAdmin) => (user.is_agent ? 'invite and deactivate its agents and see all its trips' : 'its drivers and vehicles, and claiming trips for it');

/**
 * Users → an account's menu → "Make agency admin" / "Withdraw driver admin" (issue 30): asks first,
 * as both change what the person may do at their next request.
 */
export function useAdminRoleChange() {
  const mutation = useSetUserAdmin();
  const [asking, setAsking] = useState<{ user: UserAdmin; isAdmin: boolean } | null>(null);
  return {
    asking,
    close: () => setAsking(null),
    isAdmin: (user: UserAdmin) => (user.is_agent ? user.is_agency_admin : user.is_driver_admin),
    label: (user: UserAdmin, isAdmin: boolean) => `${isAdmin ? 'Make' : 'Withdraw'} ${roleOf(user)}`,
    ask: (user: UserAdmin, isAdmin: boolean) => setAsking({ user, isAdmin }),
    confirm: () => {
      if (!asking) return;
      const { user, isAdmin } = asking;
      mutation.mutate(
        { userId: user.user_id, is_admin: isAdmin },
        {
          onSuccess: () => showSuccessToast(isAdmin ? USERS_ADMIN_MESSAGES.adminGranted : USERS_ADMIN_MESSAGES.adminWithdrawn),
          onError: (error) => showFailureToast(`Failed to change the role of ${user.username}.`, { error }),
        },
      );
    },
  };
}

export function AdminRoleChange({ change }: { change: ReturnType<typeof useAdminRoleChange> }) {
  const { asking } = change;
  return (
    <ConfirmModal
      opened={asking !== null}
      onClose={change.close}
      title={asking ? question(asking.user, asking.isAdmin) : ''}
      note={asking ? consequence(asking.user, asking.isAdmin) : ''}
      confirmLabel={asking?.isAdmin === false ? 'Withdraw' : 'Make admin'}
      confirmColor={asking?.isAdmin === false ? 'red' : 'blue'}
      onConfirm={change.confirm}
    />
  );
}

function question(user: UserAdmin, isAdmin: boolean): string {
  return isAdmin ? `Make ${displayName(user)} ${roleOf(user)}?` : `Withdraw ${displayName(user)} as ${roleOf(user)}?`;
}

function consequence(user: UserAdmin, isAdmin: boolean): string {
  const organisation = user.agency_name ?? user.company_name ?? 'the organisation';
  return isAdmin
    ? `${displayName(user)} will manage ${organisation}: ${powersOf(user)}.`
    : `${displayName(user)} keeps the account but no longer manages ${organisation}.`;
}
