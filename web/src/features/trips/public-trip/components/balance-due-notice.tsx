import { Alert, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatCents, formatEuros, type PublicTrip } from '@vozimo/contract';
import { driverBalanceCents } from '../trip-display.ts';

/** At the top of a trip whose deposit is paid: what is left, paid to the driver in cash. */
export function BalanceDueNotice({ trip }: { trip: Pick<PublicTrip, 'price_gross' | 'deposit_gross'> }) {
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck size={20} aria-hidden />}
      title="Deposit paid"
      component="section"
      aria-label="Balance to pay the driver"
      data-testid="balance-due"
      data-print-card
    >
      <Text>
        Pay the driver the balance of <strong>{formatCents(driverBalanceCents(trip))}</strong> in cash on the day of the
        trip.
      </Text>
      <Text size="sm" c="dimmed">
        Deposit of {formatEuros(trip.deposit_gross)} paid online, of the trip price of {formatEuros(trip.price_gross)}.
      </Text>
    </Alert>
  );
}
