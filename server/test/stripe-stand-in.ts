import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeApiOptions } from '../src/platform/payments/stripe-card-processor.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, decoded (Stripe's API takes application/x-www-form-urlencoded). */
  form: Record<string, string>;
}

type Answer = { status: number; body: unknown };

/**
 * A local HTTP server standing in for api.stripe.com: it records what the Stripe library sends
 * and answers what the test says, so the adapter is tested against the real library.
 */
export async function startStripeStandIn(answer: (request: RecordedRequest) => Answer) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, form: Object.fromEntries(new URLSearchParams(body)) };
      requests.push(recorded);
      const { status, body: reply } = answer(recorded);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
      res.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const api: StripeApiOptions = { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 };
  return {
    api,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A PaymentIntent as Stripe's API returns it. */
export function stripeIntent(values: { id?: string; amount: number; status?: string; currency?: string }) {
  const id = values.id ?? 'pi_3StandIn';
  return {
    id,
    object: 'payment_intent',
    amount: values.amount,
    amount_received: 0,
    currency: values.currency ?? 'eur',
    status: values.status ?? 'requires_payment_method',
    client_secret: `${id}_secret_standin`,
    metadata: {},
  };
}

/** Stripe's error body (https://docs.stripe.com/api/errors). */
export function stripeError(type: string, message: string, code?: string) {
  return { error: { type, message, ...(code ? { code } : {}) } };
}
