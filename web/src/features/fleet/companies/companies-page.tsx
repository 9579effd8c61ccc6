import { Badge, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { COMPANIES_SCREEN_TEXT, type CompanyAdmin } from '@vozimo/contract';
import { useState } from 'react';
import { ADMIN_COMPANIES_PAGE_SIZE, adminCompaniesQueryOptions, useSetCompanyActive } from '../../../api/fleet/companies-queries.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { ListSearchBox } from '../../../components/list-search-box.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { CompanyForm } from './company-form.tsx';
import { useListAddress } from '../../../lib/list-address.ts';
import { ListFooter } from '../../../components/list-footer.tsx';

function StatusBadges({ company }: { company: CompanyAdmin }) {
  return (
    <Group gap={4} wrap="nowrap">
      {company.is_active ? <Badge miw="max-content" color="green">Active</Badge> : <Badge miw="max-content" color="gray">Inactive</Badge>}
      {!company.is_approved && <Badge miw="max-content" color="yellow">Waiting for approval</Badge>}
      {company.is_ad_hoc && <Badge miw="max-content" variant="outline">Ad hoc</Badge>}
    </Group>
  );
}

/**
 * /admin/companies: the driver companies with their details and payout account. A deactivated
 * company's admins see no offers and its drivers and vehicles cannot be assigned; records stay.
 */
export function CompaniesPage() {
  const { update, ...params } = useListAddress();
  const companies = useQuery(adminCompaniesQueryOptions(params));
  const setActive = useSetCompanyActive();
  const [editing, setEditing] = useState<{ company: CompanyAdmin | null } | null>(null);
  const [deactivating, setDeactivating] = useState<CompanyAdmin | null>(null);


  const changeActive = (company: CompanyAdmin, isActive: boolean) =>
    setActive.mutate(
      { companyId: company.company_id, is_active: isActive },
      {
        onSuccess: () => notifications.show({ color: 'green', message: isActive ? COMPANIES_SCREEN_TEXT.activated : COMPANIES_SCREEN_TEXT.deactivated }),
        onError: (error) => showFailureToast(`Failed to ${isActive ? 'activate' : 'deactivate'} ${company.company_name}.`, { error }),
      },
    );
  const busyId = setActive.isPending ? (setActive.variables?.companyId ?? null) : null;

  return (
    <Stack gap="lg" maw={1200}>
      <PageTitle title={COMPANIES_SCREEN_TEXT.title} />
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {COMPANIES_SCREEN_TEXT.title}
          </Title>
          <Text c="dimmed">Driver companies, their contacts and the account Vozimo pays them to.</Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ company: null })}>
          Add company
        </Button>
      </Group>
      <ListSearchBox
        label="Find a company"
        placeholder="Name, hometown, country or e-mail"
        value={params.search}
        onChange={(search) => search !== params.search && update({ search }, true)}
      />
      {companies.isError ? (
        <LoadFailedAlert>{COMPANIES_SCREEN_TEXT.loadFailed}</LoadFailedAlert>
      ) : companies.isPending ? (
        <QueryLoader label="Loading companies" />
      ) : companies.data.count === 0 ? (
        <EmptyListPanel>{params.search ? `No companies match “${params.search}”.` : 'No companies yet.'}</EmptyListPanel>
      ) : (
        <Stack gap="md" style={{ opacity: companies.isPlaceholderData ? 0.6 : 1 }} aria-busy={companies.isFetching}>
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label="Companies">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Company</Table.Th>
                  <Table.Th>Hometown</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th ta="right">Drivers</Table.Th>
                  <Table.Th ta="right">Vehicles</Table.Th>
                  <Table.Th>Payout account</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {companies.data.items.map((company) => (
                  <Table.Tr key={company.company_id}>
                    <Table.Td fw={500}>{company.company_name}</Table.Td>
                    <Table.Td>{[company.hometown, company.country].filter(Boolean).join(', ') || '—'}</Table.Td>
                    <Table.Td>{company.email || '—'}</Table.Td>
                    <Table.Td ta="right">{company.drivers_count}</Table.Td>
                    <Table.Td ta="right">{company.vehicles_count}</Table.Td>
                    <Table.Td>{company.payout_account_filled ? <Badge miw="max-content" color="green" variant="light">On file</Badge> : <Badge miw="max-content" color="orange" variant="light">Missing</Badge>}</Table.Td>
                    <Table.Td>
                      <StatusBadges company={company} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap" justify="flex-end">
                        <Button size="xs" variant="default" onClick={() => setEditing({ company })} aria-label={`Edit ${company.company_name}`}>
                          Edit
                        </Button>
                        {company.is_active ? (
                          !company.is_ad_hoc && (
                            <Button size="xs" variant="subtle" color="red" loading={busyId === company.company_id} onClick={() => setDeactivating(company)} aria-label={`Deactivate ${company.company_name}`}>
                              Deactivate
                            </Button>
                          )
                        ) : (
                          <Button size="xs" variant="subtle" loading={busyId === company.company_id} onClick={() => changeActive(company, true)} aria-label={`Activate ${company.company_name}`}>
                            Activate
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListFooter count={companies.data.count} pageSize={ADMIN_COMPANIES_PAGE_SIZE} page={params.page} onPage={(page) => update({ page })} noun={['company', 'companies']} />
        </Stack>
      )}

      <Modal size="lg" opened={editing !== null} onClose={() => setEditing(null)} title={editing?.company ? `Edit ${editing.company.company_name}` : 'Add company'}>
        {/* Mounted anew for each opening, so the form starts from the record it edits. */}
        {editing && (
          <CompanyForm
            company={editing.company}
            onClose={() => setEditing(null)}
            onSaved={() => {
              notifications.show({ color: 'green', message: editing.company ? COMPANIES_SCREEN_TEXT.saved : COMPANIES_SCREEN_TEXT.created });
              setEditing(null);
            }}
          />
        )}
      </Modal>
      <ConfirmModal
        opened={deactivating !== null}
        onClose={() => setDeactivating(null)}
        title={`Deactivate ${deactivating?.company_name ?? ''}?`}
        note="Its admins will see no offered trips and cannot claim, and its drivers and vehicles cannot be assigned. Its trips and records stay; you can activate it again."
        confirmLabel="Deactivate"
        onConfirm={() => deactivating && changeActive(deactivating, false)}
      />
    </Stack>
  );
}
