import { Anchor, Badge, Paper, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatInstant, MARKETPLACE_RECORD_DAYS, type CompanyMarketplaceRecord, type MarketplaceRecordEvent } from '@vozimo/contract';
import { Link } from 'react-router';
import { useFleetCompanies } from '../../../api/fleet/use-fleet-companies.ts';
import { companyMarketplaceRecordQueryOptions } from '../../../api/offers/marketplace-admin-queries.ts';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';

const KIND_WORDS: Record<MarketplaceRecordEvent['kind'], { label: string; color: string }> = {
  claim: { label: 'Claimed', color: 'blue' },
  release: { label: 'Given back', color: 'orange' },
  late_change: { label: 'Late change', color: 'grape' },
};

/**
 * A driver company's record on the marketplace (ADR 0020): its claims, its completed trips, its
 * releases and its late changes of driver or vehicle over the last 90 days, for staff deciding whom to trust with trips.
 * The company chosen is kept in the address, so the record can be sent to a colleague.
 */
export function CompanyRecord({ company, onCompany }: { company: number | null; onCompany: (company: number | null) => void }) {
  const companies = useFleetCompanies(true);
  return (
    <Stack gap="md">
      <Select
        label="Company"
        placeholder="Choose a company"
        searchable
        maw={360}
        data={companies.map((c) => ({ value: String(c.company), label: c.company__company_name }))}
        value={company === null ? null : String(company)}
        onChange={(value) => onCompany(value === null ? null : Number(value))}
      />
      {company === null ? <Text c="dimmed">Choose a company to see its claims, completed trips, releases and late changes.</Text> : <RecordOf company={company} />}
    </Stack>
  );
}

function RecordOf({ company }: { company: number }) {
  const record = useQuery(companyMarketplaceRecordQueryOptions(company));
  if (record.isPending) return <QueryLoader label="Loading the company’s record" />;
  if (record.isError) return <LoadFailedAlert>There was an error loading the company’s record.</LoadFailedAlert>;
  return <RecordView record={record.data} />;
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function RecordView({ record }: { record: CompanyMarketplaceRecord }) {
  return (
    <Stack gap="md" aria-label={`Marketplace record of ${record.company_name}`} component="section">
      <Text size="sm" c="dimmed">
        {record.company_name}, the last {MARKETPLACE_RECORD_DAYS} days (since {formatInstant(record.since)}). A late change is a new driver or vehicle
        within 48 hours of pickup.
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" maw={700}>
        <Count label="Claims" value={record.claims} />
        <Count label="Completed trips" value={record.completions} />
        <Count label="Releases" value={record.releases} />
        <Count label="Late changes" value={record.late_changes} />
      </SimpleGrid>
      {record.events.length === 0 ? (
        <EmptyListPanel>No claims, releases or late changes in the last {MARKETPLACE_RECORD_DAYS} days.</EmptyListPanel>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs" aria-label="Claims, releases and late changes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Trip</Table.Th>
                <Table.Th>Pickup</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {record.events.map((event, index) => (
                <Table.Tr key={index}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstant(event.at)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={KIND_WORDS[event.kind].color}>
                      {KIND_WORDS[event.kind].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td ff="monospace">
                    <Anchor component={Link} to={`/admin/trips/${event.trip_id}`}>
                      {event.reference}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstant(event.pickup_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
