import { Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AGENCIES_SCREEN_TEXT, type AgencyAdmin } from '@vozimo/contract';
import { ADMIN_AGENCIES_PAGE_SIZE, adminAgenciesQueryOptions, useSetAgencyActive } from '../../../api/agents/agencies-queries.ts';
import { RecordFormModal, useRecordEditor } from '../../../components/back-office/form-modal.tsx';
import { ActiveBadge, BackOfficeListPage } from '../../../components/back-office/list-page.tsx';
import { useStatusSwitch } from '../../../components/back-office/status-switch.tsx';
import { useListAddress } from '../../../lib/list-address.ts';
import { AgencyForm } from './agency-form.tsx';

const percent = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** /admin/agencies: travel agencies with their commission; a deactivated agency's agents cannot sign in. */
export function AgenciesPage() {
  const address = useListAddress();
  const agencies = useQuery(adminAgenciesQueryOptions({ search: address.search, page: address.page }));
  const editor = useRecordEditor<AgencyAdmin>();
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
              <ActiveBadge isActive={agency.is_active} inactiveLabel="Inactive" />
            </Table.Td>
            <Table.Td>{status.actions(agency, () => editor.edit(agency))}</Table.Td>
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
    </BackOfficeListPage>
  );
}
