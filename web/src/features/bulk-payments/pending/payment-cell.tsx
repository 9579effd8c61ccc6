import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { PendingPaymentTrip } from '@vozimo/contract';

interface PaymentCellProps {
  trip: PendingPaymentTrip;
  onOpenPayment: (bulkPaymentId: number) => void;
}

/** The Payment column: the bank transfer a trip is in (a link to its details) and a Paid badge once it arrived. */
export function PaymentCell({ trip, onOpenPayment }: PaymentCellProps) {
  const payment = trip.bulk_payment;
  if (payment === null) {
    return (
      <Text span c="dimmed" size="sm">
        —
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Anchor component="button" type="button" fw={500} onClick={() => onOpenPayment(payment.bulk_payment_id)} title={payment.payment_reference}>
        Payment
      </Anchor>
      {payment.is_paid && (
        <Badge color="green" variant="light" radius="sm">
          Paid
        </Badge>
      )}
    </Group>
  );
}
