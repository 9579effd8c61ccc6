import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import type { PendingPaymentTrip } from '@vozimo/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { EmptyListPanel, LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { useCurrentUser } from '../../../lib/auth/use-current-user.ts';
import { pendingPaymentTripsQueryOptions, useCreateBulkPayment } from '../../../api/bulk-payments/bulk-payments-api.ts';
import { BankTransferModal } from '../bank-transfer/bank-transfer-modal.tsx';
import { PendingTripCards } from './pending-trip-cards.tsx';
import { PendingTripsTable } from './pending-trips-table.tsx';
import { SelectionBar } from './selection-bar.tsx';
import { depositsTotal, effectiveSelection, toggleAll, toggleOne } from './selection.ts';

export const CREATE_PAYMENT_FAILED = 'Failed to create payment. Please try again.';

export const STAFF_READ_ONLY_NOTE =
  "You are viewing as agent: these are every agency's trips waiting for a bank transfer. Agents make the payment; mark a transfer paid in Bank transfers.";

/**
 * /app/payments (agent role): pay the deposits of several trips with one bank transfer. Staff viewing
 * as agent see every agency's trips read-only (ADR 0018): a transfer is the agent's to make.
 */
export function PaymentsPage() {
  const trips = useQuery(pendingPaymentTripsQueryOptions());
  const { data: user } = useCurrentUser();
  const canPay = user?.is_agent === true;
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
      {!canPay && (
        <Alert color="blue" variant="light" title="Read-only">
          {STAFF_READ_ONLY_NOTE}{' '}
          <Anchor component={Link} to="/app/bank-transfers">
            Open Bank transfers
          </Anchor>
        </Alert>
      )}

      {trips.isPending ? (
        <QueryLoader label="Loading payment data" />
      ) : trips.isError ? (
        <LoadFailedAlert>There was an error loading payment data.</LoadFailedAlert>
      ) : trips.data.items.length === 0 ? (
        <EmptyListPanel>No trips with pending payments found.</EmptyListPanel>
      ) : (
        <PendingTrips trips={trips.data.items} canPay={canPay} onOpenPayment={setOpenPaymentId} />
      )}

      <BankTransferModal bulkPaymentId={openPaymentId} onClose={() => setOpenPaymentId(null)} />
    </Stack>
  );
}

interface PendingTripsProps {
  trips: PendingPaymentTrip[];
  /** False for staff viewing as agent: no selection and no Make Payment. */
  canPay: boolean;
  onOpenPayment: (bulkPaymentId: number) => void;
}

function PendingTrips({ trips, canPay, onOpenPayment }: PendingTripsProps) {
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
    selectable: canPay,
    chosen,
    onToggle: (tripId: number) => setChosen((current) => toggleOne(current, tripId)),
    onToggleAll: () => setChosen((current) => toggleAll(trips, current)),
    onOpenPayment,
  };
  return (
    <Stack gap="md">
      {phone ? <PendingTripCards {...view} /> : <PendingTripsTable {...view} />}
      {canPay && <SelectionBar count={selected.length} total={depositsTotal(selected)} creating={create.isPending} onMakePayment={makePayment} />}
    </Stack>
  );
}
