import { Badge, Button, Group, Select, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatInstant, INVITATION_STATUSES, USERS_SCREEN_TEXT, type InvitationAdmin } from '@vozimo/contract';
import { useState } from 'react';
import { useResendInvitation, useRevokeInvitation } from '../../../api/accounts/invitations.ts';
import { ADMIN_USERS_PAGE_SIZE, adminInvitationsQueryOptions } from '../../../api/accounts/users-admin.ts';
import { ListResults } from '../../../components/back-office/list-page.tsx';
import { showSuccessToast } from '../../../components/back-office/success-toast.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { ListSearchBox } from '../../../components/list-search-box.tsx';

export interface InvitationListParams {
  search: string;
  status: string | null;
  page: number;
}

const STATUS_COLORS: Record<InvitationAdmin['status'], string> = { pending: 'blue', expired: 'orange', accepted: 'green', revoked: 'gray' };
const STATUS_LABELS: Record<InvitationAdmin['status'], string> = { pending: 'Pending', expired: 'Expired', accepted: 'Accepted', revoked: 'Revoked' };
const ROLE_LABELS = { agent: 'Agent', driver: 'Driver' } as const;

/** The Invitations tab: invitations agency and driver admins (or staff) sent, to resend or revoke. */
export function InvitationsTable({ params, onChange }: { params: InvitationListParams; onChange: (next: Partial<InvitationListParams>, replace?: boolean) => void }) {
  const invitations = useQuery(adminInvitationsQueryOptions(params));
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<InvitationAdmin | null>(null);
  const name = (i: InvitationAdmin) => `${i.first_name} ${i.last_name}`.trim() || i.email;

  const resendTo = (i: InvitationAdmin) =>
    resend.mutate(i.invitation_id, {
      onSuccess: () => showSuccessToast(`The invitation was sent to ${i.email} again with a new link.`),
      onError: (error) => showFailureToast(`Failed to resend the invitation to ${i.email}.`, { error }),
    });
  const revokeIt = (i: InvitationAdmin) =>
    revoke.mutate(i.invitation_id, {
      onSuccess: () => showSuccessToast(`The invitation to ${i.email} is revoked.`),
      onError: (error) => showFailureToast(`Failed to revoke the invitation to ${i.email}.`, { error }),
    });

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <div style={{ flex: '1 1 260px' }}>
          <ListSearchBox label="Find an invitation" placeholder="Name, e-mail, agency or company" value={params.search} onChange={(search) => search !== params.search && onChange({ search }, true)} />
        </div>
        <Select
          label="Status"
          placeholder="Every status"
          clearable
          w={180}
          data={INVITATION_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
          value={params.status}
          onChange={(status) => onChange({ status })}
        />
      </Group>
      <ListResults
        list={invitations}
        loadFailed={USERS_SCREEN_TEXT.invitationsLoadFailed}
        loadingLabel="Loading invitations"
        empty={USERS_SCREEN_TEXT.invitationsEmpty}
        table={{
          label: 'Invitations',
          minWidth: 900,
          columns: [{ label: 'Name' }, { label: 'E-mail' }, { label: 'Role' }, { label: 'Agency or company' }, { label: 'Invited by' }, { label: 'Expires' }, { label: 'Status' }],
          rowKey: (i) => i.invitation_id,
          row: (i) => (
            <>
              <Table.Td fw={500}>{name(i)}</Table.Td>
              <Table.Td>{i.email}</Table.Td>
              <Table.Td>{ROLE_LABELS[i.role]}</Table.Td>
              <Table.Td>{i.organisation_name || '—'}</Table.Td>
              <Table.Td>{i.invited_by || '—'}</Table.Td>
              <Table.Td>{formatInstant(i.expires_at)}</Table.Td>
              <Table.Td>
                <Badge miw="max-content" color={STATUS_COLORS[i.status]} variant="light">
                  {STATUS_LABELS[i.status]}
                </Badge>
              </Table.Td>
              <Table.Td>
                {(i.status === 'pending' || i.status === 'expired') && (
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <Button size="xs" variant="default" loading={resend.isPending && resend.variables === i.invitation_id} onClick={() => resendTo(i)} aria-label={`Resend the invitation to ${i.email}`}>
                      Resend
                    </Button>
                    <Button size="xs" variant="subtle" color="red" loading={revoke.isPending && revoke.variables === i.invitation_id} onClick={() => setRevoking(i)} aria-label={`Revoke the invitation to ${i.email}`}>
                      Revoke
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </>
          ),
        }}
        pageSize={ADMIN_USERS_PAGE_SIZE}
        noun={['invitation', 'invitations']}
        page={params.page}
        onPage={(page) => onChange({ page })}
      />
      <ConfirmModal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={`Revoke the invitation to ${revoking ? name(revoking) : ''}?`}
        note="Its link stops working at once. You can invite the person again later."
        confirmLabel="Revoke"
        onConfirm={() => revoking && revokeIt(revoking)}
      />
    </Stack>
  );
}
