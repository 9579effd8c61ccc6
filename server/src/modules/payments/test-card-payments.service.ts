import type { TestCardConfirmRequest, TestCardConfirmResponse, TestPaymentIntent } from '@vozimo/contract';
import { AppError, bodyFieldErrors, notFound } from '../../platform/http/app-error.ts';
import type { TestCardProcessor } from '../../platform/payments/test-card-processor.ts';
import { resolveReturnUrl, withRedirectParams } from './rules/return-url.ts';

export const NO_SUCH_INTENT = 'No such payment intent.';
export const PAYMENT_WITHDRAWN = 'This card payment was canceled: the trip is being paid by bank transfer or its price changed. Reload the page to see what is due.';

/**
 * What the TEST MODE card form calls instead of Stripe.js (only while the test processor runs):
 * confirm a card, and read an intent back on the return page.
 */
export function createTestCardPaymentsService({ testProcessor, publicUrl }: { testProcessor: TestCardProcessor; publicUrl: string }) {
  return {
    /** Like stripe.confirmPayment: a card problem comes back to the form, anything else redirects. */
    async confirm(request: TestCardConfirmRequest, requestOrigin: string): Promise<TestCardConfirmResponse> {
      // Checked before the card is charged, so a refused address never leaves a paid intent behind.
      const target = resolveReturnUrl(request.return_url, [publicUrl, requestOrigin]);
      if (!target) {
        throw bodyFieldErrors([{ field: 'return_url', message: 'The return URL must be a page of this site.' }]);
      }
      const confirmation = await testProcessor.confirmCard(request.client_secret, {
        number: request.card_number,
        expiry: request.expiry,
        cvc: request.cvc,
      });
      switch (confirmation.outcome) {
        case 'unknown_intent':
          throw notFound(NO_SUCH_INTENT);
        case 'not_confirmable': {
          // A withdrawn intent (a bank transfer took the trip over, or the price changed) says so in words the customer can act on.
          const withdrawn = (await testProcessor.findByClientSecret(request.client_secret))?.status === 'canceled';
          throw new AppError(409, withdrawn ? PAYMENT_WITHDRAWN : confirmation.message);
        }
        case 'error':
          return { outcome: 'error', type: confirmation.type, message: confirmation.message };
        case 'redirect':
          return {
            outcome: 'redirect',
            redirect_to: withRedirectParams(target, {
              payment_intent: confirmation.intent.id,
              payment_intent_client_secret: confirmation.intent.clientSecret,
              redirect_status: confirmation.redirectStatus,
            }),
          };
      }
    },

    /** Like stripe.retrievePaymentIntent: the holder of the client secret may read the intent. */
    async retrieve(clientSecret: string): Promise<TestPaymentIntent> {
      const intent = await testProcessor.findByClientSecret(clientSecret);
      if (!intent) throw notFound(NO_SUCH_INTENT);
      return { id: intent.id, status: intent.status, amount: intent.amountCents, currency: intent.currency };
    },
  };
}

export type TestCardPaymentsService = ReturnType<typeof createTestCardPaymentsService>;
