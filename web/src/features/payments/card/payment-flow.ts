// The card payment's words and rules (spec sections 2 and 8), shared by the Stripe and TEST MODE forms.

export const PAYMENT_INTENT_FAILED = 'Error creating payment intent';
export const PAYMENT_FORM_PREPARATION_FAILED = 'An error has happened during payment form preparation. Please contact the support.';
export const UNEXPECTED_PAYMENT_ERROR = 'An unexpected error occurred.';

/**
 * Where the card provider sends the browser after the payment: the return route on this origin, with
 * what it needs to show the trip again (its reference and the link's token).
 */
export function paymentReturnUrl(origin: string, tripId: number, reference: string, token: string): string {
  const query = new URLSearchParams({ reference, token });
  return `${origin}/payment/return/${tripId}?${query}`;
}

/** A confirmation that failed without leaving the page: the provider's words for card and input errors only. */
export function confirmationErrorMessage(error: { type?: string; message?: string } | undefined): string {
  const providerMessage = error?.message?.trim();
  if ((error?.type === 'card_error' || error?.type === 'validation_error') && providerMessage) return providerMessage;
  return UNEXPECTED_PAYMENT_ERROR;
}
