import { Table, Text } from '@mantine/core';
import { formatEuros, type QuoteStop } from '@vozimo/contract';
import { formatStopTime } from '../model/route-summary.ts';
import type { FormStop } from '../model/trip-form-values.ts';

interface StopsListProps {
  stops: FormStop[];
  /** Stops can be added (not on a trip whose route is fixed). */
  canAdd?: boolean;
  /** The stops as the current quote priced them; a stop not priced yet shows no price. */
  priced: QuoteStop[];
}

/** The chosen stops with their times and prices (euros, part of the base price). */
export function StopsList({ stops, priced, canAdd = true }: StopsListProps) {
  if (stops.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {canAdd ? 'No stops yet: add one from the points of interest.' : 'No stops.'}
      </Text>
    );
  }
  // In the order the route passes them, as priced; those not priced yet after them.
  const order = new Map(priced.map((s, index) => [s.poi_id, index]));
  const sorted = [...stops].sort((a, b) => (order.get(a.poi_id) ?? Infinity) - (order.get(b.poi_id) ?? Infinity));
  return (
    <Table withTableBorder verticalSpacing={6} fz="sm" maw={520} captionSide="top">
      <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
        Stops
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Stop</Table.Th>
          <Table.Th>Time</Table.Th>
          <Table.Th ta="right">Price</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sorted.map((stop) => {
          const price = priced.find((p) => p.poi_id === stop.poi_id && p.time === stop.time)?.price;
          return (
            <Table.Tr key={stop.poi_id}>
              <Table.Td>{stop.name}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatStopTime(stop.time)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {price === undefined ? '…' : formatEuros(price)}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
