import { Stack } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useEffect, useState, type FormEvent } from 'react';
import { QueryLoader } from '../../../components/query-states.tsx';
import { loadStripeOnce } from '../../../lib/load-stripe.ts';
import { PayNowButton, PaymentMessage } from './pay-now-button.tsx';
import { confirmationErrorMessage } from './payment-flow.ts';
import { PaymentPreparationFailed } from './payment-preparation-failed.tsx';

export interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  depositGross: string;
  returnUrl: string;
}

/**
 * Stripe's Payment Element in the tabs layout (spec section 2). Loaded lazily, only on the trip page
 * and only when the server uses Stripe, so no other page carries Stripe's code.
 */
export default function StripePaymentForm({ publishableKey, clientSecret, depositGross, returnUrl }: StripePaymentFormProps) {
  const [stripe] = useState(() => loadStripeOnce(publishableKey));
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    let current = true;
    void stripe.then((loaded) => {
      if (current && loaded === null) setUnavailable(true);
    });
    return () => {
      current = false;
    };
  }, [stripe]);

  if (unavailable) return <PaymentPreparationFailed />;
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <StripeCheckoutForm depositGross={depositGross} returnUrl={returnUrl} />
    </Elements>
  );
}

function StripeCheckoutForm({ depositGross, returnUrl }: Pick<StripePaymentFormProps, 'depositGross' | 'returnUrl'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setMessage(null);
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
    // Only an immediate failure comes back here; otherwise the browser is on its way to return_url.
    setMessage(confirmationErrorMessage(error));
    setBusy(false);
  };

  if (failed) return <PaymentPreparationFailed />;
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Card payment">
      <Stack gap="md">
        {!ready && <QueryLoader label="Preparing the payment form" size="sm" py="md" />}
        <PaymentElement options={{ layout: 'tabs' }} onReady={() => setReady(true)} onLoadError={() => setFailed(true)} />
        <PayNowButton depositGross={depositGross} busy={busy} disabled={!stripe || !elements || !ready} />
        <PaymentMessage message={message} />
      </Stack>
    </form>
  );
}
