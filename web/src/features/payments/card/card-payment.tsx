import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PublicTrip } from '@vozimo/contract';
import { lazy, Suspense, useEffect } from 'react';
import { showFailureToast } from '../../../components/failure-toast.tsx';
import { QueryLoader } from '../../../components/query-states.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { paymentIntentQueryOptions } from '../../../api/payments/card-payment-api.ts';
import { PAYMENT_INTENT_FAILED, paymentReturnUrl } from './payment-flow.ts';
import { PaymentPreparationBoundary, PaymentPreparationFailed } from './payment-preparation-failed.tsx';
import { TestCardForm } from './test-card-form.tsx';

const StripePaymentForm = lazy(() => import('./stripe-payment-form.tsx'));

export type CardPaymentTrip = Pick<
  PublicTrip,
  'trip_id' | 'reference' | 'token' | 'deposit_gross' | 'payment_intent_client_secret' | 'stripe_public' | 'card_processor'
>;

/**
 * The card form for the deposit. It resumes the trip's open payment when the page has its client
 * secret, and otherwise opens one (spec section 7: only when none was supplied).
 */
export function CardPayment({ trip }: { trip: CardPaymentTrip }) {
  const supplied = trip.payment_intent_client_secret;
  const intent = useQuery({ ...paymentIntentQueryOptions(trip.trip_id, trip.token), enabled: supplied === null });
  const failedAt = intent.isError ? intent.errorUpdatedAt : 0;

  useEffect(() => {
    if (failedAt > 0) showFailureToast(PAYMENT_INTENT_FAILED);
  }, [failedAt]);

  const clientSecret = supplied ?? intent.data?.clientSecret ?? null;
  const returnUrl = paymentReturnUrl(window.location.origin, trip.trip_id, trip.reference, trip.token);
  if (clientSecret === null && intent.isError) {
    // A refusal says why (e.g. a payment of this trip is already being processed); anything else does not.
    const reason = isApiError(intent.error) && intent.error.status === 409 ? intent.error.message : 'The payment form could not be opened.';
    return (
      <Group justify="space-between" gap="sm">
        <Text size="sm">{reason}</Text>
        <Button variant="light" onClick={() => void intent.refetch()} loading={intent.isFetching}>
          Try again
        </Button>
      </Group>
    );
  }
  // The test form needs the payment only to pay: it shows at once, so nothing on the page moves
  // when the payment arrives (docs/performance.md, "Lighthouse"), and 'Pay now' waits for it.
  if (trip.card_processor === 'test') {
    return <TestCardForm clientSecret={clientSecret} depositGross={trip.deposit_gross} returnUrl={returnUrl} />;
  }
  if (clientSecret === null) return <QueryLoader label="Preparing the payment form" size="sm" py="md" />;
  if (!trip.stripe_public) return <PaymentPreparationFailed />;
  return (
    <PaymentPreparationBoundary>
      <Suspense
        fallback={<QueryLoader label="Preparing the payment form" size="sm" py="md" />}
      >
        <StripePaymentForm
          publishableKey={trip.stripe_public}
          clientSecret={clientSecret}
          depositGross={trip.deposit_gross}
          returnUrl={returnUrl}
        />
      </Suspense>
    </PaymentPreparationBoundary>
  );
}
