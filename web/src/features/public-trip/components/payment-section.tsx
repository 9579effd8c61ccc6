import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { formatEuros } from '../../../lib/format-money.ts';

/**
 * THE PLACE OF THE CARD PAYMENT (spec section 2, "Payment form"; the payments issue).
 * While the trip waits for its deposit, the payments work replaces the notice below with the card
 * form: tabs, 'Pay now' with the euro total, the spinner and the message area. It receives the
 * trip's payment_intent_client_secret and stripe_public from the page data.
 */
export function PaymentSection({ depositGross }: { depositGross: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Pay the deposit" data-testid="payment-section">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Pay the deposit
        </Title>
        <Text>
          To confirm this trip, pay the deposit of <strong>{formatEuros(depositGross)}</strong> by card. The rest of the
          price is paid to the driver.
        </Text>
        <Alert color="brand" variant="light" icon={<IconCreditCard aria-hidden />} title="Card payment is being set up">
          Paying by card on this page is not available yet. Your agent will tell you how to pay the deposit in the
          meantime.
        </Alert>
      </Stack>
    </Paper>
  );
}
