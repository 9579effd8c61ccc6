import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import type { PendingPaymentTrip } from '@vozimo/contract';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { pendingPaymentTripsQueryOptions, useCreateBulkPayment } from '../../../api/bulk-payments/bulk-payments-api.ts';
import { BankTransferModal } from '../bank-transfer/bank-transfer-modal.tsx';
import { PendingTripCards } from './pending-trip-cards.tsx';
import { PendingTripsTable } from './pending-trips-table.tsx';
import { SelectionBar } from './selection-bar.tsx';
import { depositsTotal, effectiveSelection, toggleAll, toggleOne } from './selection.ts';

export const CREATE_PAYMENT_FAILED = 'Failed to create payment. Please try again.';

/** /app/payments (agent role): pay the deposits of several trips with one bank transfer. */
export function PaymentsPage() {
  const trips = useQuery(pendingPaymentTripsQueryOptions());
  const [openPaymentId, setOpenPaymentId] = useState<number | null>(null);

  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <PageTitle title="Pending Payments" />
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Pending Payments
        </Title>
        <Text c="dimmed">Pay the deposits of several trips with one bank transfer: choose the trips, then Make Payment.</Text>
      </Stack>

      {trips.isPending ? (
        <QueryLoader label="Loading payment data" />
      ) : trips.isError ? (
        <LoadFailedAlert>There was an error loading payment data.</LoadFailedAlert>
      ) : trips.data.items.length === 0 ? (
        <EmptyListPanel>No trips with pending payments found.</EmptyListPanel>
      ) : (
        <PendingTrips trips={trips.data.items} onOpenPayment={setOpenPaymentId} />
      )}

      <BankTransferModal bulkPaymentId={openPaymentId} onClose={() => setOpenPaymentId(null)} />
    </Stack>
  );
}

function PendingTrips({ trips, onOpenPayment }: { trips: PendingPaymentTrip[]; onOpenPayment: (bulkPaymentId: number) => void }) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const create = useCreateBulkPayment();
  const selected = effectiveSelection(trips, chosen);

  const makePayment = () => {
    if (selected.length === 0) {
      notifications.show({ color: 'yellow', title: 'No trips selected', message: 'Please select at least one trip to make a payment' });
      return;
    }
    create.mutate(
      selected.map((trip) => trip.trip_id),
      {
        onSuccess: (created) => {
          notifications.show({ color: 'green', message: `Payment created with reference ${created.payment_reference}` });
          setChosen(new Set());
          onOpenPayment(created.bulk_payment_id);
        },
        onError: (error) => showFailureToast(CREATE_PAYMENT_FAILED, { error }),
      },
    );
  };

  const view = {
    trips,
    chosen,
    onToggle: (tripId: number) => setChosen((current) => toggleOne(current, tripId)),
    onToggleAll: () => setChosen((current) => toggleAll(trips, current)),
    onOpenPayment,
  };
  return (
    <Stack gap="md">
      {phone ? <PendingTripCards {...view} /> : <PendingTripsTable {...view} />}
      <SelectionBar count={selected.length} total={depositsTotal(selected)} creating={create.isPending} onMakePayment={makePayment} />
    </Stack>
  );
}
