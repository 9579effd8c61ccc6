import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Everything the web app loads from elsewhere: Stripe.js and its frames (card form, 3-D Secure),
 * Stripe's API, and the OpenStreetMap tiles of the route map. A new outside host the web loads must
 * be added here, or browsers refuse it (the e2e fixtures fail any test with a CSP violation).
 */
const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';
const MAP_TILES = 'https://*.tile.openstreetmap.org';

/** Browser features no page uses are switched off; payment stays for Stripe's frames (Payment Request buttons). */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")';

/**
 * The browser security headers on every answer, pages and API alike (docs/security.md, "Browser
 * security headers"). Routes that set their own Content-Security-Policy (stored files: `sandbox`)
 * keep theirs: a header set on the reply wins over the one helmet put on the raw response.
 * HSTS and upgrade-insecure-requests only when the site runs on HTTPS (secure cookies): on plain
 * http://localhost they would send the browser to an https:// nobody answers.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", STRIPE_SCRIPT],
        scriptSrcAttr: ["'none'"],
        // Mantine and Leaflet set style attributes and inject <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', MAP_TILES],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", STRIPE_API],
        frameSrc: STRIPE_FRAMES,
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Stripe may open a window of its own (some payment methods' confirmation); same-origin would cut it off.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
