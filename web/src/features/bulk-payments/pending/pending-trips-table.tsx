import { Checkbox, ScrollArea, Table } from '@mantine/core';
import { formatEuros, formatPickup, type PendingPaymentTrip } from '@vozimo/contract';
import { PaymentCell } from './payment-cell.tsx';
import { isSelectable, selectAllState } from './selection.ts';
import { customerName, TripReferenceLink } from './trip-link.tsx';

export interface PendingTripsViewProps {
  trips: PendingPaymentTrip[];
  /** Whether trips can be chosen for a payment (not for staff viewing as agent, ADR 0018). */
  selectable: boolean;
  chosen: ReadonlySet<number>;
  onToggle: (tripId: number) => void;
  onToggleAll: () => void;
  onOpenPayment: (bulkPaymentId: number) => void;
}

/** The 'Pending Payments' table: Reference, Route, Customer, Pickup Date, Amount, Payment, with row checkboxes. */
export function PendingTripsTable({ trips, selectable: choosing, chosen, onToggle, onToggleAll, onOpenPayment }: PendingTripsViewProps) {
  const all = selectAllState(trips, chosen);
  return (
    <ScrollArea type="auto">
      <Table miw={760} highlightOnHover verticalSpacing="sm" aria-label="Pending Payments">
        <Table.Thead>
          <Table.Tr>
            {choosing && (
              <Table.Th w={44}>
                <Checkbox
                  aria-label="Select all trips"
                  checked={all.checked}
                  indeterminate={all.indeterminate}
                  disabled={all.disabled}
                  onChange={onToggleAll}
                />
              </Table.Th>
            )}
            <Table.Th>Reference</Table.Th>
            <Table.Th>Route</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Pickup Date</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Payment</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trips.map((trip) => {
            const selectable = isSelectable(trip);
            const selected = selectable && chosen.has(trip.trip_id);
            return (
              <Table.Tr key={trip.trip_id} bg={selected ? 'var(--mantine-primary-color-light)' : undefined} data-testid="pending-trip-row">
                {choosing && (
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select trip ${trip.reference ?? trip.trip_id}`}
                      checked={selected}
                      disabled={!selectable}
                      onChange={() => onToggle(trip.trip_id)}
                    />
                  </Table.Td>
                )}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <TripReferenceLink trip={trip} />
                </Table.Td>
                <Table.Td miw={160}>
                  {trip.start_locality} – {trip.end_locality}
                </Table.Td>
                <Table.Td>{customerName(trip)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPickup(trip.pickup_date, trip.pickup_time)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} fw={500}>
                  {formatEuros(trip.deposit_gross)}
                </Table.Td>
                <Table.Td>
                  <PaymentCell trip={trip} onOpenPayment={onOpenPayment} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
