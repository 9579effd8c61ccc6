import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatEuros } from '@vozimo/contract';
import { CardPayment, type CardPaymentTrip } from './card-payment.tsx';

/** The card payment of the deposit, shown while the trip waits for it (spec section 2, "Payment form"). */
export function PaymentSection({ trip }: { trip: CardPaymentTrip }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Pay the deposit" data-testid="payment-section">
      <Stack gap="sm">
        {/* The amount due leads: on a phone this section is the first thing under the trip's heading. */}
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} fz="lg">
            Pay the deposit
          </Title>
          <Text fz={24} fw={700} data-testid="amount-due">
            {formatEuros(trip.deposit_gross)}
          </Text>
        </Group>
        <Text size="sm">
          To confirm this trip, pay the deposit of <strong>{formatEuros(trip.deposit_gross)}</strong> by card. The rest of
          the price is paid to the driver.
        </Text>
        <CardPayment trip={trip} />
      </Stack>
    </Paper>
  );
}
