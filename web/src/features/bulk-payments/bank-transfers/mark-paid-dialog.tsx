import { Button, Group, Modal, Text } from '@mantine/core';
import { type BulkPaymentListResponse, formatEuros } from '@vozimo/contract';

type BulkPaymentRow = BulkPaymentListResponse['items'][number];

interface MarkPaidDialogProps {
  /** The transfer to confirm; null keeps the dialog closed. */
  payment: BulkPaymentRow | null;
  saving: boolean;
  onConfirm: (payment: BulkPaymentRow) => void;
  onCancel: () => void;
}

/** Asks before recording a transfer as arrived: it pays every trip's deposit in it and cannot be undone here. */
export function MarkPaidDialog({ payment, saving, onConfirm, onCancel }: MarkPaidDialogProps) {
  return (
    <Modal opened={payment !== null} onClose={onCancel} title="Mark as paid" centered>
      {payment && (
        <>
          <Text>
            Has the transfer of <strong>{formatEuros(payment.total_price)}</strong> with the reference{' '}
            <Text span ff="monospace" fw={600}>
              {payment.payment_reference}
            </Text>{' '}
            arrived on the account?
          </Text>
          <Text mt="xs" size="sm" c="dimmed">
            Marking it as paid records the deposit of its {payment.trip_count === 1 ? 'trip' : `${payment.trip_count} trips`} as paid and
            confirms {payment.trip_count === 1 ? 'it' : 'them'}.
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button loading={saving} onClick={() => onConfirm(payment)}>
              Mark as paid
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
