import { ActionIcon, Group, Menu, Select, Stack, Table } from '@mantine/core';
import { IconDots, IconKey, IconShieldCheck, IconShieldOff, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatInstant, USER_ROLE_LABELS, USER_ROLES, USERS_ADMIN_MESSAGES, USERS_SCREEN_TEXT, type UserAdmin } from '@vozimo/contract';
import { useState } from 'react';
import { ADMIN_USERS_PAGE_SIZE, adminUsersQueryOptions, useSendPasswordReset, useSetUserActive, type UserListParams } from '../../../api/accounts/users-admin.ts';
import { AdminRoleChange, useAdminRoleChange } from './admin-role-change.tsx';
import { ActiveBadge, ListResults } from '../../../components/back-office/list-page.tsx';
import { useStatusSwitch } from '../../../components/back-office/status-switch.tsx';
import { showSuccessToast } from '../../../components/back-office/success-toast.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { ListSearchBox } from '../../../components/list-search-box.tsx';
import { UserRoleBadges } from './user-role-badges.tsx';

const displayName = (user: UserAdmin) => `${user.first_name} ${user.last_name}`.trim() || user.username;

/** The Users tab: every account, filtered by words, role and status, with a menu of actions per row. */
export function AccountsTable({ params, onChange }: { params: UserListParams; onChange: (next: Partial<UserListParams>, replace?: boolean) => void }) {
  const users = useQuery(adminUsersQueryOptions(params));
  const sendReset = useSendPasswordReset();
  const [resetting, setResetting] = useState<UserAdmin | null>(null);
  const adminRole = useAdminRoleChange();
  const status = useStatusSwitch({
    mutation: useSetUserActive(),
    variables: (user: UserAdmin, is_active) => ({ userId: user.user_id, is_active }),
    id: (user) => user.user_id,
    name: (user) => user.username,
    askName: displayName,
    done: (_user, isActive) => (isActive ? USERS_ADMIN_MESSAGES.activated : USERS_ADMIN_MESSAGES.deactivated),
    note: 'The account is signed out everywhere and cannot sign in until it is activated again. Its trips and history stay.',
  });
  const sendResetTo = (user: UserAdmin) =>
    sendReset.mutate(user.user_id, {
      onSuccess: (answer) => showSuccessToast(answer.detail),
      onError: (error) => showFailureToast(`Failed to send ${user.username} a password link.`, { error }),
    });

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <div style={{ flex: '1 1 260px' }}>
          <ListSearchBox label="Find an account" placeholder="Username, name, e-mail, agency or company" value={params.search} onChange={(search) => search !== params.search && onChange({ search }, true)} />
        </div>
        <Select
          label="Role"
          placeholder="Every role"
          clearable
          w={180}
          data={USER_ROLES.map((role) => ({ value: role, label: USER_ROLE_LABELS[role] }))}
          value={params.role}
          onChange={(role) => onChange({ role })}
        />
        <Select
          label="Status"
          placeholder="Active and inactive"
          clearable
          w={190}
          data={[
            { value: 'true', label: 'Active' },
            { value: 'false', label: 'Inactive' },
          ]}
          value={params.active}
          onChange={(active) => onChange({ active })}
        />
      </Group>
      <ListResults
        list={users}
        loadFailed={USERS_SCREEN_TEXT.loadFailed}
        loadingLabel="Loading users"
        empty={USERS_SCREEN_TEXT.empty}
        table={{
          label: 'Users',
          minWidth: 960,
          columns: [{ label: 'Username' }, { label: 'Name' }, { label: 'E-mail' }, { label: 'Roles' }, { label: 'Agency or company' }, { label: 'Last login' }, { label: 'Status' }],
          rowKey: (user) => user.user_id,
          row: (user) => (
            <>
              <Table.Td fw={500}>{user.username}</Table.Td>
              <Table.Td>{`${user.first_name} ${user.last_name}`.trim() || '—'}</Table.Td>
              <Table.Td>{user.email || '—'}</Table.Td>
              <Table.Td>
                <UserRoleBadges user={user} />
              </Table.Td>
              <Table.Td>{user.agency_name ?? user.company_name ?? '—'}</Table.Td>
              <Table.Td>{user.last_login ? formatInstant(user.last_login) : 'Never'}</Table.Td>
              <Table.Td>
                <ActiveBadge isActive={user.is_active} inactiveLabel="Inactive" />
              </Table.Td>
              <Table.Td>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${user.username}`}>
                      <IconDots size={18} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item leftSection={<IconKey size={16} aria-hidden />} disabled={!user.is_active || user.email === ''} onClick={() => setResetting(user)}>
                      Send password reset link
                    </Menu.Item>
                    {(user.is_agent || user.is_driver) &&
                      (adminRole.isAdmin(user) ? (
                        <Menu.Item leftSection={<IconShieldOff size={16} aria-hidden />} onClick={() => adminRole.ask(user, false)}>
                          {adminRole.label(user, false)}
                        </Menu.Item>
                      ) : (
                        <Menu.Item leftSection={<IconShieldCheck size={16} aria-hidden />} disabled={!user.is_active} onClick={() => adminRole.ask(user, true)}>
                          {adminRole.label(user, true)}
                        </Menu.Item>
                      ))}
                    {user.is_active ? (
                      <Menu.Item color="red" leftSection={<IconUserOff size={16} aria-hidden />} disabled={user.is_self} onClick={() => status.ask(user)}>
                        Deactivate
                      </Menu.Item>
                    ) : (
                      <Menu.Item leftSection={<IconUserCheck size={16} aria-hidden />} onClick={() => status.activate(user)}>
                        Activate
                      </Menu.Item>
                    )}
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </>
          ),
        }}
        pageSize={ADMIN_USERS_PAGE_SIZE}
        noun={['account', 'accounts']}
        page={params.page}
        onPage={(page) => onChange({ page })}
      />
      {status.confirm}
      <AdminRoleChange change={adminRole} />
      <ConfirmModal
        opened={resetting !== null}
        onClose={() => setResetting(null)}
        title={`Send ${resetting ? displayName(resetting) : ''} a password link?`}
        note={`A link to set a new password goes to ${resetting?.email ?? ''}. It works once, for an hour; the current password keeps working until then.`}
        confirmLabel="Send link"
        confirmColor="blue"
        onConfirm={() => resetting && sendResetTo(resetting)}
      />
    </Stack>
  );
}
