import type { Stripe } from '@stripe/stripe-js';

const loads = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key, loaded once per page from Stripe's own host. Importing
 * @stripe/stripe-js adds Stripe's script to the page, so only the Stripe form and the return page's
 * payment status query import this module, and only when the server uses Stripe (docs/payments.md). A failure is only
 * logged (spec section 8) and resolves to null: the form shows its preparation alert.
 */
export function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  let load = loads.get(publishableKey);
  if (!load) {
    load = import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (!stripe) console.warn('Stripe.js is not available');
        return stripe;
      })
      .catch((error: unknown) => {
        console.warn('Stripe.js failed to load', error);
        loads.delete(publishableKey);
        return null;
      });
    loads.set(publishableKey, load);
  }
  return load;
}
