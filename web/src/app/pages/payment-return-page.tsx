import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatEuros, paymentOutcomeMessage, type PublicTrip } from '@vozimo/contract';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { awaitingDepositRecord, paymentIntentStatusQueryOptions, RETURN_POLL_MS, RETURN_POLL_TIMES } from '../../api/payments/payment-intent-status.ts';
import { publicTripQueryOptions } from '../../api/trips/public-trip-query.ts';
import { MessagePanel } from '../../components/message-panel.tsx';
import { QueryProgress } from '../../components/query-states.tsx';
import { PublicTripView } from '../../features/trips/public-trip/public-trip-page.tsx';
import { tripPageLink } from '../../features/trips/public-trip/trip-display.ts';
import { publicTripSlots } from './public-trip-route.tsx';

/**
 * /payment/return/{tripId}?reference&token&payment_intent_client_secret…: where the card provider sends
 * the customer after paying. Says how the payment went, as the provider reports it, then shows the
 * trip, read again until the deposit shows as paid (the provider's webhook may land a moment later).
 */
export function PaymentReturnPage() {
  const [search] = useSearchParams();
  const reference = search.get('reference') ?? '';
  const token = search.get('token') ?? '';
  const clientSecret = search.get('payment_intent_client_secret') ?? '';

  if (reference === '') {
    return (
      <MessagePanel title={paymentOutcomeMessage(null)}>
        This link is incomplete. Please open the trip link from your e-mail to see whether the deposit is paid.
      </MessagePanel>
    );
  }
  return <PaymentReturn reference={reference} token={token} clientSecret={clientSecret} />;
}

function PaymentReturn({ reference, token, clientSecret }: ReturnParams) {
  const trip = useQuery(publicTripQueryOptions(reference, token));
  // Until the trip is there, its page says it is loading (or why it cannot be shown).
  if (!trip.data) return <PublicTripView reference={reference} token={token} {...publicTripSlots} />;
  return <PaymentReturnForTrip trip={trip.data} reference={reference} token={token} clientSecret={clientSecret} />;
}

interface ReturnParams {
  reference: string;
  token: string;
  clientSecret: string;
}

function PaymentReturnForTrip({ trip, reference, token, clientSecret }: ReturnParams & { trip: PublicTrip }) {
  const intent = useQuery({
    ...paymentIntentStatusQueryOptions({ processor: trip.card_processor, stripePublic: trip.stripe_public, clientSecret }),
    enabled: clientSecret !== '',
  });
  // Read the trip again every 2 s, for about a minute, until it shows the deposit the provider took.
  const awaiting = awaitingDepositRecord(intent.data, trip.deposit_paid);
  useQuery({
    ...publicTripQueryOptions(reference, token),
    refetchInterval: awaiting ? (query) => (query.state.dataUpdateCount <= RETURN_POLL_TIMES ? RETURN_POLL_MS : false) : false,
  });

  // Without an answer from the provider (or a secret to ask with) the outcome is unknown.
  const status = intent.isError || clientSecret === '' ? null : intent.data;
  const banner =
    clientSecret !== '' && intent.isPending ? (
      <QueryProgress>Checking your payment…</QueryProgress>
    ) : (
      <PaymentOutcome status={status} trip={trip} reference={reference} token={token} />
    );

  // The card form shows again only for a payment that did not go through: while the outcome is
  // unknown or the payment is being recorded, opening a new one would be refused (or confusing).
  const paymentGoingThrough = status === undefined || status === 'succeeded' || status === 'processing';
  return (
    <PublicTripView reference={reference} token={token} banner={banner} paymentFormShown={!paymentGoingThrough} {...publicTripSlots} />
  );
}

interface PaymentOutcomeProps {
  status: string | null | undefined;
  trip: PublicTrip;
  reference: string;
  token: string;
}

const OUTCOME_LOOK: Record<string, { color: string; icon: ReactNode }> = {
  succeeded: { color: 'green', icon: <IconCircleCheck aria-hidden /> },
  processing: { color: 'brand', icon: <IconClock aria-hidden /> },
};

/** The outcome sentence of spec section 4 ("Payment outcome"), what it means, and the way back to the trip. */
function PaymentOutcome({ status, trip, reference, token }: PaymentOutcomeProps) {
  const look = OUTCOME_LOOK[status ?? ''] ?? { color: 'red', icon: <IconAlertTriangle aria-hidden /> };
  const deposit = formatEuros(trip.deposit_gross);
  const tripLink = tripPageLink('', reference, token);
  return (
    <Alert color={look.color} variant="light" icon={look.icon} title={paymentOutcomeMessage(status)} role="status" data-testid="payment-outcome">
      <Stack gap={6}>
        <Text size="sm">{outcomeExplanation(status, deposit, trip.deposit_paid)}</Text>
        <Anchor component={Link} to={tripLink} size="sm" fw={600} c="var(--mantine-color-text)" underline="always">
          Back to the trip page
        </Anchor>
      </Stack>
    </Alert>
  );
}

function outcomeExplanation(status: string | null | undefined, deposit: string, depositRecorded: boolean): string {
  switch (status) {
    case 'succeeded':
      return depositRecorded
        ? `Thank you! Your deposit of ${deposit} is paid and your trip is confirmed.`
        : 'Thank you! The trip below shows the deposit as paid as soon as it is recorded.';
    case 'processing':
      return 'Your bank is still confirming the payment; the trip below shows the deposit as paid once it is through.';
    case 'requires_payment_method':
      return 'No money was taken. Please try another card (Visa, Mastercard, AmEx) below, or contact support.';
    default:
      return 'Please look at the deposit below; if it is not shown as paid, try again or contact support.';
  }
}
