import { Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatInstant, type PricingHistoryItem } from '@vozimo/contract';
import { pricingHistoryQueryOptions } from '../../api/pricing/pricing-queries.ts';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../components/query-states.tsx';
import { describeChange } from './pricing-labels.ts';

const HISTORY_LENGTH = 10;

const whatOf = (item: PricingHistoryItem) => (item.action === 'pricing.tariff.update' ? `Tariff of ${item.subject ?? 'a vehicle type'}` : 'Percentages');

/** The latest pricing changes, from the audit log: who, when, and each figure before and after. */
export function PricingHistory() {
  const history = useQuery(pricingHistoryQueryOptions(HISTORY_LENGTH));
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        Recent changes
      </Title>
      {history.isPending ? (
        <QueryLoader label="Loading the changes" />
      ) : history.isError ? (
        <LoadFailedAlert>There was an error loading the changes.</LoadFailedAlert>
      ) : history.data.items.length === 0 ? (
        <EmptyListPanel>No pricing changes yet.</EmptyListPanel>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" aria-label="Recent pricing changes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Change</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.items.map((item) => (
                <Table.Tr key={item.audit_event_id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatInstant(item.at)}</Table.Td>
                  <Table.Td>{item.actor ?? 'System'}</Table.Td>
                  <Table.Td>{whatOf(item)}</Table.Td>
                  <Table.Td>
                    {describeChange(item.before, item.after).map((line) => (
                      <Text key={line} size="sm">
                        {line}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
