import { queryOptions } from '@tanstack/react-query';
import { testPaymentIntentSchema, type CardProcessor } from '@vozimo/contract';
import { apiGet } from '../../lib/api-client.ts';
import { paymentsKeys } from './payments-keys.ts';

/** How often the return page looks again while a payment is being recorded, and for how long (about a minute). */
export const RETURN_POLL_MS = 2000;
export const RETURN_POLL_TIMES = 30;

interface IntentSource {
  processor: CardProcessor;
  /** Stripe's publishable key (Stripe only). */
  stripePublic: string | null;
  clientSecret: string;
}

/** The status of the payment the provider sent the browser back from, read from the provider itself. */
async function fetchIntentStatus({ processor, stripePublic, clientSecret }: IntentSource, signal: AbortSignal): Promise<string> {
  if (processor === 'test') {
    const path = `/api/test-processor/payment-intent/?client_secret=${encodeURIComponent(clientSecret)}`;
    return (await apiGet(path, testPaymentIntentSchema, { signal })).status;
  }
  if (!stripePublic) throw new Error('The trip has no Stripe publishable key.');
  const { loadStripeOnce } = await import('../../lib/load-stripe.ts');
  const stripe = await loadStripeOnce(stripePublic);
  if (!stripe) throw new Error('Stripe.js is not available.');
  const { paymentIntent, error } = await stripe.retrievePaymentIntent(clientSecret);
  if (error || !paymentIntent) throw new Error(error?.message ?? 'No payment intent.');
  return paymentIntent.status;
}

/** The intent's status; looked at again every 2 s while it is processing, for about a minute. */
export function paymentIntentStatusQueryOptions(source: IntentSource) {
  return queryOptions({
    queryKey: paymentsKeys.intentStatus(source.processor, source.clientSecret),
    queryFn: ({ signal }) => fetchIntentStatus(source, signal),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data === 'processing' && query.state.dataUpdateCount < RETURN_POLL_TIMES ? RETURN_POLL_MS : false,
  });
}

/**
 * Whether the trip should be read again: the payment went through (or is going through) but the
 * trip does not show the deposit yet, because the provider's webhook has not landed.
 */
export function awaitingDepositRecord(intentStatus: string | undefined, depositPaid: boolean | undefined): boolean {
  return (intentStatus === 'processing' || intentStatus === 'succeeded') && depositPaid === false;
}
