import { Badge, Button, Group, Modal, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AGENCIES_SCREEN_TEXT, type AgencyAdmin } from '@vozimo/contract';
import { useState } from 'react';
import { ADMIN_AGENCIES_PAGE_SIZE, adminAgenciesQueryOptions, useSetAgencyActive } from '../../../api/agents/agencies-queries.ts';
import { RecordFormModal, useRecordEditor } from '../../../components/back-office/form-modal.tsx';
import { ActiveBadge, BackOfficeListPage } from '../../../components/back-office/list-page.tsx';
import { useStatusSwitch } from '../../../components/back-office/status-switch.tsx';
import { useListAddress } from '../../../lib/list-address.ts';
import { InviteAgentForm } from '../invite-agent-form.tsx';
import { AgencyForm } from './agency-form.tsx';

const percent = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** /admin/agencies: travel agencies with their commission; a deactivated agency's agents cannot sign in. */
export function AgenciesPage() {
  const address = useListAddress();
  const agencies = useQuery(adminAgenciesQueryOptions({ search: address.search, page: address.page }));
  const editor = useRecordEditor<AgencyAdmin>();
  // The agency whose Invite was pressed: staff invite its first people from here (issue 30).
  const [inviting, setInviting] = useState<AgencyAdmin | null>(null);
  const status = useStatusSwitch({
    mutation: useSetAgencyActive(),
    variables: (agency: AgencyAdmin, is_active) => ({ agencyId: agency.agency_id, is_active }),
    id: (agency) => agency.agency_id,
    name: (agency) => agency.name,
    done: (_agency, isActive) => (isActive ? AGENCIES_SCREEN_TEXT.activated : AGENCIES_SCREEN_TEXT.deactivated),
    note: 'Its agents are signed out and cannot sign in while it is inactive. Its trips and history stay; you can activate it again.',
  });

  return (
    <BackOfficeListPage
      title={AGENCIES_SCREEN_TEXT.title}
      intro="Travel agencies selling Vozimo trips, and the commission each earns."
      maw={1100}
      addLabel="Add agency"
      onAdd={editor.add}
      address={address}
      search={{ label: 'Find an agency', placeholder: 'Name, e-mail or VAT' }}
      list={agencies}
      loadFailed={AGENCIES_SCREEN_TEXT.loadFailed}
      loadingLabel="Loading agencies"
      empty={address.search ? `No agencies match “${address.search}”.` : 'No agencies yet.'}
      table={{
        label: 'Agencies',
        minWidth: 760,
        columns: [{ label: 'Agency' }, { label: 'Commission', right: true }, { label: 'E-mail' }, { label: 'Agents', right: true }, { label: 'Status' }],
        rowKey: (agency) => agency.agency_id,
        row: (agency) => (
          <>
            <Table.Td fw={500}>{agency.name}</Table.Td>
            <Table.Td ta="right">{percent.format(agency.commission_percent)} %</Table.Td>
            <Table.Td>{agency.email || '—'}</Table.Td>
            <Table.Td ta="right">{agency.agents_count}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <ActiveBadge isActive={agency.is_active} inactiveLabel="Inactive" />
                {agency.admins_count === 0 && (
                  <Badge color="yellow" variant="light" title="Nobody can invite or manage this agency's agents: invite an agency admin.">
                    No admin
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap" justify="flex-end">
                {agency.is_active && (
                  <Button size="xs" variant="light" onClick={() => setInviting(agency)} aria-label={`Invite to ${agency.name}`}>
                    Invite
                  </Button>
                )}
                {status.actions(agency, () => editor.edit(agency))}
              </Group>
            </Table.Td>
          </>
        ),
      }}
      pageSize={ADMIN_AGENCIES_PAGE_SIZE}
      noun={['agency', 'agencies']}
    >
      <RecordFormModal
        editor={editor}
        size="lg"
        title={(agency) => (agency ? `Edit ${agency.name}` : 'Add agency')}
        savedMessage={(_saved, isNew) => (isNew ? AGENCIES_SCREEN_TEXT.created : AGENCIES_SCREEN_TEXT.saved)}
      >
        {({ record, onClose, onSaved }) => <AgencyForm agency={record} onClose={onClose} onSaved={onSaved} />}
      </RecordFormModal>
      {status.confirm}
      <Modal opened={inviting !== null} onClose={() => setInviting(null)} title={inviting ? `Invite to ${inviting.name}` : ''} size="lg">
        {inviting && (
          <InviteAgentForm agency={{ id: inviting.agency_id, name: inviting.name }} asAdmin={inviting.admins_count === 0} onSent={() => setInviting(null)} />
        )}
      </Modal>
    </BackOfficeListPage>
  );
}
