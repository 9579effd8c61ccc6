/**
 * Sends the browser to another page, as Stripe.js does after a confirmation. Its own module so
 * tests can replace it (jsdom cannot navigate).
 */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
