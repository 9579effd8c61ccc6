import { ActionIcon, Badge, Group, Menu, Select, Stack, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconKey, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatInstant, USER_ROLE_LABELS, USER_ROLES, USERS_ADMIN_MESSAGES, USERS_SCREEN_TEXT, type UserAdmin } from '@vozimo/contract';
import { useState } from 'react';
import { ADMIN_USERS_PAGE_SIZE, adminUsersQueryOptions, useSendPasswordReset, useSetUserActive, type UserListParams } from '../../../api/accounts/users-admin.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { ListSearchBox } from '../../../components/list-search-box.tsx';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { UserRoleBadges } from './user-role-badges.tsx';
import { ListFooter } from '../../../components/list-footer.tsx';

const displayName = (user: UserAdmin) => `${user.first_name} ${user.last_name}`.trim() || user.username;

/** The Users tab: every account, filtered by words, role and status, with a menu of actions per row. */
export function AccountsTable({ params, onChange }: { params: UserListParams; onChange: (next: Partial<UserListParams>, replace?: boolean) => void }) {
  const users = useQuery(adminUsersQueryOptions(params));
  const setActive = useSetUserActive();
  const sendReset = useSendPasswordReset();
  const [deactivating, setDeactivating] = useState<UserAdmin | null>(null);
  const [resetting, setResetting] = useState<UserAdmin | null>(null);

  const changeActive = (user: UserAdmin, isActive: boolean) =>
    setActive.mutate(
      { userId: user.user_id, is_active: isActive },
      {
        onSuccess: () => notifications.show({ color: 'green', message: isActive ? USERS_ADMIN_MESSAGES.activated : USERS_ADMIN_MESSAGES.deactivated }),
        onError: (error) => showFailureToast(`Failed to ${isActive ? 'activate' : 'deactivate'} ${user.username}.`, { error }),
      },
    );
  const sendResetTo = (user: UserAdmin) =>
    sendReset.mutate(user.user_id, {
      onSuccess: (answer) => notifications.show({ color: 'green', message: answer.detail }),
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
      {users.isError ? (
        <LoadFailedAlert>{USERS_SCREEN_TEXT.loadFailed}</LoadFailedAlert>
      ) : users.isPending ? (
        <QueryLoader label="Loading users" />
      ) : users.data.count === 0 ? (
        <EmptyListPanel>{USERS_SCREEN_TEXT.empty}</EmptyListPanel>
      ) : (
        <Stack gap="md" style={{ opacity: users.isPlaceholderData ? 0.6 : 1 }} aria-busy={users.isFetching}>
          <Table.ScrollContainer minWidth={960}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label="Users">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Username</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Roles</Table.Th>
                  <Table.Th>Agency or company</Table.Th>
                  <Table.Th>Last login</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {users.data.items.map((user) => (
                  <Table.Tr key={user.user_id}>
                    <Table.Td fw={500}>{user.username}</Table.Td>
                    <Table.Td>{`${user.first_name} ${user.last_name}`.trim() || '—'}</Table.Td>
                    <Table.Td>{user.email || '—'}</Table.Td>
                    <Table.Td>
                      <UserRoleBadges user={user} />
                    </Table.Td>
                    <Table.Td>{user.agency_name ?? user.company_name ?? '—'}</Table.Td>
                    <Table.Td>{user.last_login ? formatInstant(user.last_login) : 'Never'}</Table.Td>
                    <Table.Td>{user.is_active ? <Badge miw="max-content" color="green">Active</Badge> : <Badge miw="max-content" color="gray">Inactive</Badge>}</Table.Td>
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
                          {user.is_active ? (
                            <Menu.Item color="red" leftSection={<IconUserOff size={16} aria-hidden />} disabled={user.is_self} onClick={() => setDeactivating(user)}>
                              Deactivate
                            </Menu.Item>
                          ) : (
                            <Menu.Item leftSection={<IconUserCheck size={16} aria-hidden />} onClick={() => changeActive(user, true)}>
                              Activate
                            </Menu.Item>
                          )}
                        </Menu.Dropdown>
                      </Menu>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListFooter count={users.data.count} pageSize={ADMIN_USERS_PAGE_SIZE} page={params.page} onPage={(page) => onChange({ page })} noun={['account', 'accounts']} />
        </Stack>
      )}
      <ConfirmModal
        opened={deactivating !== null}
        onClose={() => setDeactivating(null)}
        title={`Deactivate ${deactivating ? displayName(deactivating) : ''}?`}
        note="The account is signed out everywhere and cannot sign in until it is activated again. Its trips and history stay."
        confirmLabel="Deactivate"
        onConfirm={() => deactivating && changeActive(deactivating, false)}
      />
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
