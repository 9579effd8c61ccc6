import { Alert, Badge, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatEuros, type BulkPayment } from '@vozimo/contract';
import { LoadFailedAlert, QueryLoader } from '../../../components/query-states.tsx';
import { bulkPaymentQueryOptions } from '../../../api/bulk-payments/bulk-payments-api.ts';
import { CopyValueButton } from './copy-value-button.tsx';

export const BANK_TRANSFER_NOTE = 'Bank transfers are confirmed within 1-2 business days.';

interface BankTransferModalProps {
  /** The bank transfer to show; null keeps the modal closed. */
  bulkPaymentId: number | null;
  onClose: () => void;
}

/** The bank details and reference to pay one bank transfer with (spec section 2, "Payments screen"). */
export function BankTransferModal({ bulkPaymentId, onClose }: BankTransferModalProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={bulkPaymentId !== null}
      onClose={onClose}
      title="Bank transfer"
      size="lg"
      fullScreen={phone}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {bulkPaymentId !== null && <BankTransferDetails bulkPaymentId={bulkPaymentId} />}
    </Modal>
  );
}

function BankTransferDetails({ bulkPaymentId }: { bulkPaymentId: number }) {
  const payment = useQuery(bulkPaymentQueryOptions(bulkPaymentId));
  if (payment.isPending) {
    return <QueryLoader label="Loading payment details" />;
  }
  if (payment.isError) {
    // The spec words this one without the 'Bummer' title (section 8, "Payment modal load error").
    return <LoadFailedAlert title={null}>Error loading payment details</LoadFailedAlert>;
  }
  return <BankTransferSummary payment={payment.data} />;
}

function BankTransferSummary({ payment }: { payment: BulkPayment }) {
  const { bank_info: bank } = payment;
  // Codes in a monospace font, so 0 and O, 1 and I are told apart when typed into a bank's form.
  const details: Array<{ label: string; value: string; shown?: string; code?: boolean }> = [
    { label: 'Bank name', value: bank.bank_name },
    { label: 'IBAN', value: bank.iban, code: true },
    { label: 'SWIFT', value: bank.swift, code: true },
    { label: 'Account holder', value: bank.account_holder },
    { label: 'Reference', value: bank.reference, code: true },
    { label: 'Total', value: payment.total_price, shown: formatEuros(payment.total_price), code: true },
  ];

  return (
    <Stack gap="md" data-testid="bank-transfer">
      <Group justify="space-between" gap="xs">
        <Text>
          {payment.is_paid
            ? 'This transfer has arrived; its trips’ deposits are paid.'
            : 'Transfer the total to this account, with the reference, so we can match your payment.'}
        </Text>
        <Badge color={payment.is_paid ? 'green' : 'yellow'} variant="light">
          {payment.is_paid ? 'Paid' : 'Awaiting transfer'}
        </Badge>
      </Group>

      <Table withTableBorder verticalSpacing="xs" aria-label="Bank details">
        <Table.Tbody>
          {details.map((detail) => (
            <Table.Tr key={detail.label}>
              <Table.Th scope="row" w="35%" fw={500} c="dimmed">
                {detail.label}
              </Table.Th>
              <Table.Td ff={detail.code ? 'monospace' : undefined} fw={600} style={{ overflowWrap: 'anywhere' }}>
                {detail.shown ?? detail.value}
              </Table.Td>
              <Table.Td w={48} p={4}>
                <CopyValueButton value={detail.value} label={detail.label} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <Alert color="brand" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {BANK_TRANSFER_NOTE}
      </Alert>

      <Stack gap={4}>
        <Text fw={600} size="sm">
          {payment.trips.length === 1 ? '1 trip in this payment' : `${payment.trips.length} trips in this payment`}
        </Text>
        <Table verticalSpacing={4} fz="sm" aria-label="Trips in this payment">
          <Table.Tbody>
            {payment.trips.map((trip) => (
              <Table.Tr key={trip.trip_id}>
                <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {trip.reference ?? '—'}
                </Table.Td>
                <Table.Td>
                  {trip.start_locality} – {trip.end_locality}
                  <Text span c="dimmed" size="xs" display="block">
                    {formatDate(trip.pickup_date)} · {`${trip.customer_first_name} ${trip.customer_last_name}`.trim()}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatEuros(trip.deposit_gross)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Stack>
  );
}
