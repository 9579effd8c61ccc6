import { Badge, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AGENCIES_SCREEN_TEXT, type AgencyAdmin } from '@vozimo/contract';
import { useState } from 'react';
import { ADMIN_AGENCIES_PAGE_SIZE, adminAgenciesQueryOptions, useSetAgencyActive } from '../../../api/agents/agencies-queries.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { ListSearchBox } from '../../../components/list-search-box.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { AgencyForm } from './agency-form.tsx';
import { useListAddress } from '../../../lib/list-address.ts';
import { RecordActions } from '../../../components/record-actions.tsx';
import { ListFooter } from '../../../components/list-footer.tsx';

const percent = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** /admin/agencies: travel agencies with their commission; a deactivated agency's agents cannot sign in. */
export function AgenciesPage() {
  const { update, ...params } = useListAddress();
  const agencies = useQuery(adminAgenciesQueryOptions(params));
  const setActive = useSetAgencyActive();
  const [editing, setEditing] = useState<{ agency: AgencyAdmin | null } | null>(null);
  const [deactivating, setDeactivating] = useState<AgencyAdmin | null>(null);


  const changeActive = (agency: AgencyAdmin, isActive: boolean) =>
    setActive.mutate(
      { agencyId: agency.agency_id, is_active: isActive },
      {
        onSuccess: () => notifications.show({ color: 'green', message: isActive ? AGENCIES_SCREEN_TEXT.activated : AGENCIES_SCREEN_TEXT.deactivated }),
        onError: (error) => showFailureToast(`Failed to ${isActive ? 'activate' : 'deactivate'} ${agency.name}.`, { error }),
      },
    );
  const busyId = setActive.isPending ? (setActive.variables?.agencyId ?? null) : null;

  return (
    <Stack gap="lg" maw={1100}>
      <PageTitle title={AGENCIES_SCREEN_TEXT.title} />
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {AGENCIES_SCREEN_TEXT.title}
          </Title>
          <Text c="dimmed">Travel agencies selling Vozimo trips, and the commission each earns.</Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ agency: null })}>
          Add agency
        </Button>
      </Group>
      <ListSearchBox label="Find an agency" placeholder="Name, e-mail or VAT" value={params.search} onChange={(search) => search !== params.search && update({ search }, true)} />
      {agencies.isError ? (
        <LoadFailedAlert>{AGENCIES_SCREEN_TEXT.loadFailed}</LoadFailedAlert>
      ) : agencies.isPending ? (
        <QueryLoader label="Loading agencies" />
      ) : agencies.data.count === 0 ? (
        <EmptyListPanel>{params.search ? `No agencies match “${params.search}”.` : 'No agencies yet.'}</EmptyListPanel>
      ) : (
        <Stack gap="md" style={{ opacity: agencies.isPlaceholderData ? 0.6 : 1 }} aria-busy={agencies.isFetching}>
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label="Agencies">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Agency</Table.Th>
                  <Table.Th ta="right">Commission</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th ta="right">Agents</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {agencies.data.items.map((agency) => (
                  <Table.Tr key={agency.agency_id}>
                    <Table.Td fw={500}>{agency.name}</Table.Td>
                    <Table.Td ta="right">{percent.format(agency.commission_percent)} %</Table.Td>
                    <Table.Td>{agency.email || '—'}</Table.Td>
                    <Table.Td ta="right">{agency.agents_count}</Table.Td>
                    <Table.Td>{agency.is_active ? <Badge miw="max-content" color="green">Active</Badge> : <Badge miw="max-content" color="gray">Inactive</Badge>}</Table.Td>
                    <Table.Td>
                      <RecordActions
                        name={agency.name}
                        isActive={agency.is_active}
                        busy={busyId === agency.agency_id}
                        onEdit={() => setEditing({ agency })}
                        onDeactivate={() => setDeactivating(agency)}
                        onActivate={() => changeActive(agency, true)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListFooter count={agencies.data.count} pageSize={ADMIN_AGENCIES_PAGE_SIZE} page={params.page} onPage={(page) => update({ page })} noun={['agency', 'agencies']} />
        </Stack>
      )}

      <Modal size="lg" opened={editing !== null} onClose={() => setEditing(null)} title={editing?.agency ? `Edit ${editing.agency.name}` : 'Add agency'}>
        {editing && (
          <AgencyForm
            agency={editing.agency}
            onClose={() => setEditing(null)}
            onSaved={() => {
              notifications.show({ color: 'green', message: editing.agency ? AGENCIES_SCREEN_TEXT.saved : AGENCIES_SCREEN_TEXT.created });
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <ConfirmModal
        opened={deactivating !== null}
        onClose={() => setDeactivating(null)}
        title={`Deactivate ${deactivating?.name ?? ''}?`}
        note="Its agents are signed out and cannot sign in while it is inactive. Its trips and history stay; you can activate it again."
        confirmLabel="Deactivate"
        onConfirm={() => deactivating && changeActive(deactivating, false)}
      />
    </Stack>
  );
}
