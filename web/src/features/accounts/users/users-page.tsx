import { Stack, Tabs } from '@mantine/core';
import { USER_ROLES, USERS_ADMIN_MESSAGES, USERS_SCREEN_TEXT, type UserAdmin } from '@vozimo/contract';
import { useSearchParams } from 'react-router';
import type { UserListParams } from '../../../api/accounts/users-admin.ts';
import { RecordFormModal, useRecordEditor } from '../../../components/back-office/form-modal.tsx';
import { SectionHeading } from '../../../components/back-office/list-page.tsx';
import { AccountsTable } from './accounts-table.tsx';
import { InvitationsTable, type InvitationListParams } from './invitations-table.tsx';
import { NewStaffUserForm } from './new-staff-user-form.tsx';

type Tab = 'accounts' | 'invitations';

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | null => (value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null);

function readParams(address: URLSearchParams) {
  const page = Number(address.get('page'));
  return {
    tab: (address.get('tab') === 'invitations' ? 'invitations' : 'accounts') as Tab,
    search: (address.get('search') ?? '').trim(),
    role: oneOf(address.get('role'), USER_ROLES),
    active: oneOf(address.get('active'), ['true', 'false'] as const),
    // The invitations tab opens on those waiting to be accepted; '' in the address means every status.
    status: address.has('status') ? oneOf(address.get('status'), ['pending', 'expired', 'accepted', 'revoked'] as const) : 'pending',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** /admin/users: every account with its roles, a new staff user, and the invitations waiting to be accepted. */
export function UsersPage() {
  const [address, setAddress] = useSearchParams();
  const params = readParams(address);
  const creating = useRecordEditor<UserAdmin>();

  const update = (next: Partial<typeof params>, replace = false) => {
    const merged = { ...params, page: 1, ...next };
    const target = new URLSearchParams();
    if (merged.tab === 'invitations') {
      target.set('tab', 'invitations');
      if (merged.status !== 'pending') target.set('status', merged.status ?? '');
    } else {
      if (merged.role) target.set('role', merged.role);
      if (merged.active) target.set('active', merged.active);
    }
    if (merged.search) target.set('search', merged.search);
    if (merged.page > 1) target.set('page', String(merged.page));
    setAddress(target, { replace });
  };

  const accountParams: UserListParams = { search: params.search, role: params.role, active: params.active, page: params.page };
  const invitationParams: InvitationListParams = { search: params.search, status: params.status, page: params.page };

  return (
    <Stack gap="lg" maw={1300}>
      <SectionHeading title={USERS_SCREEN_TEXT.title} intro="Everyone who signs in to Vozimo, and the invitations not yet accepted." addLabel="New staff user" onAdd={creating.add} />
      <Tabs value={params.tab} onChange={(tab) => update({ tab: tab === 'invitations' ? 'invitations' : 'accounts', search: '', role: null, active: null, status: 'pending' })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="accounts">Accounts</Tabs.Tab>
          <Tabs.Tab value="invitations">Invitations</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="accounts">
          <AccountsTable params={accountParams} onChange={(next, replace) => update(next as Partial<typeof params>, replace)} />
        </Tabs.Panel>
        <Tabs.Panel value="invitations">
          <InvitationsTable params={invitationParams} onChange={(next, replace) => update(next as Partial<typeof params>, replace)} />
        </Tabs.Panel>
      </Tabs>
      <RecordFormModal editor={creating} size="lg" title={() => 'New staff user'} savedMessage={() => USERS_ADMIN_MESSAGES.created}>
        {({ onClose, onSaved }) => <NewStaffUserForm onClose={onClose} onCreated={onSaved} />}
      </RecordFormModal>
    </Stack>
  );
}
