import { Badge, Button, Group, Modal, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { COMPANIES_SCREEN_TEXT, type CompanyAdmin } from '@vozimo/contract';
import { ADMIN_COMPANIES_PAGE_SIZE, adminCompaniesQueryOptions, useSetCompanyActive } from '../../../api/fleet/companies-queries.ts';
import { RecordFormModal, useRecordEditor } from '../../../components/back-office/form-modal.tsx';
import { ActiveBadge, BackOfficeListPage } from '../../../components/back-office/list-page.tsx';
import { useStatusSwitch } from '../../../components/back-office/status-switch.tsx';
import { useListAddress } from '../../../lib/list-address.ts';
import { CompanyForm } from './company-form.tsx';
import { InviteCompanyAdminForm } from './invite-company-admin-form.tsx';

function StatusBadges({ company }: { company: CompanyAdmin }) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActiveBadge isActive={company.is_active} inactiveLabel="Inactive" />
      {!company.is_approved && <Badge miw="max-content" color="yellow">Waiting for approval</Badge>}
      {company.is_ad_hoc && <Badge miw="max-content" variant="outline">Ad hoc</Badge>}
      {/* Nobody can claim trips or manage its drivers until its admin is invited (the row's Invite admin, issue 30). */}
      {company.is_active && !company.is_ad_hoc && company.admins_count === 0 && (
        <Badge miw="max-content" color="yellow" variant="light" title="Nobody runs this company yet: invite its admin.">
          No admin
        </Badge>
      )}
    </Group>
  );
}

/**
 * /admin/companies: the driver companies with their details and payout account. A deactivated
 * company's admins see no offers and its drivers and vehicles cannot be assigned; records stay.
 */
export function CompaniesPage() {
  const address = useListAddress();
  const companies = useQuery(adminCompaniesQueryOptions({ search: address.search, page: address.page }));
  const editor = useRecordEditor<CompanyAdmin>();
  const [inviting, setInviting] = useState<CompanyAdmin | null>(null);
  const status = useStatusSwitch({
    mutation: useSetCompanyActive(),
    variables: (company: CompanyAdmin, is_active) => ({ companyId: company.company_id, is_active }),
    id: (company) => company.company_id,
    name: (company) => company.company_name,
    done: (_company, isActive) => (isActive ? COMPANIES_SCREEN_TEXT.activated : COMPANIES_SCREEN_TEXT.deactivated),
    note: 'Its admins will see no offered trips and cannot claim, and its drivers and vehicles cannot be assigned. Its trips and records stay; you can activate it again.',
  });

  return (
    <BackOfficeListPage
      title={COMPANIES_SCREEN_TEXT.title}
      intro="Driver companies, their contacts and the account Vozimo pays them to."
      maw={1200}
      addLabel="Add company"
      onAdd={editor.add}
      address={address}
      search={{ label: 'Find a company', placeholder: 'Name, hometown, country or e-mail' }}
      list={companies}
      loadFailed={COMPANIES_SCREEN_TEXT.loadFailed}
      loadingLabel="Loading companies"
      empty={address.search ? `No companies match “${address.search}”.` : 'No companies yet.'}
      table={{
        label: 'Companies',
        minWidth: 900,
        columns: [
          { label: 'Company' },
          { label: 'Hometown' },
          { label: 'E-mail' },
          { label: 'Drivers', right: true },
          { label: 'Vehicles', right: true },
          { label: 'Payout account' },
          { label: 'Status' },
        ],
        rowKey: (company) => company.company_id,
        row: (company) => (
          <>
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
                {/* The ad-hoc company is staff's own drivers: nobody runs it but staff. */}
                {company.is_active && !company.is_ad_hoc && (
                  <Button size="xs" variant="light" onClick={() => setInviting(company)} aria-label={`Invite the admin of ${company.company_name}`}>
                    Invite admin
                  </Button>
                )}
                {/* An ad-hoc company (staff's own drivers) stays in use. */}
                {status.actions(company, () => editor.edit(company), { canDeactivate: !company.is_ad_hoc })}
              </Group>
            </Table.Td>
          </>
        ),
      }}
      pageSize={ADMIN_COMPANIES_PAGE_SIZE}
      noun={['company', 'companies']}
    >
      <RecordFormModal
        editor={editor}
        size="lg"
        title={(company) => (company ? `Edit ${company.company_name}` : 'Add company')}
        savedMessage={(_saved, isNew) => (isNew ? COMPANIES_SCREEN_TEXT.created : COMPANIES_SCREEN_TEXT.saved)}
      >
        {({ record, onClose, onSaved }) => <CompanyForm company={record} onClose={onClose} onSaved={onSaved} />}
      </RecordFormModal>
      {status.confirm}
      <Modal opened={inviting !== null} onClose={() => setInviting(null)} title={inviting ? `Invite the admin of ${inviting.company_name}` : ''} size="lg">
        {inviting && <InviteCompanyAdminForm company={inviting} onSent={() => setInviting(null)} />}
      </Modal>
    </BackOfficeListPage>
  );
}
