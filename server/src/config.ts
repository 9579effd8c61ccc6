import path from 'node:path';
import { z } from 'zod';
import { SERVER_ROOT } from './platform/server-root.ts';

/** Environment flags accept the usual spellings; anything else is a configuration error. */
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  /** Production refuses the embedded database (one process, one machine) unless this chooses it. */
  EMBEDDED_DATABASE: booleanFlag.optional(),
  DEMO_DATA: booleanFlag.optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  /** Cookies get the Secure flag; on by default in production (behind HTTPS). */
  SECURE_COOKIES: booleanFlag.optional(),
  /** An OSRM server (its route service) for real road routes; unset: the offline estimate (docs/maps.md). */
  OSRM_URL: z
    .url({ protocol: /^https?$/, error: 'OSRM_URL must be an http:// or https:// URL' })
    .optional(),
  /** Google Places for the city pickers, called from the server; unset: the bundled gazetteer. */
  GOOGLE_MAPS_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'GOOGLE_MAPS_API_KEY must be an API key (letters, digits, - and _, e.g. AIza…)')
    .optional(),
  /** The SMTP server e-mail leaves through; unset: messages stay in the outbox for staff (docs/email.md). */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587' })
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/, 'MAIL_FROM must be an address, e.g. Vozimo <bookings@vozimo.example>')
    .default('Vozimo <bookings@vozimo.example>'),
  /** The site's own origin, for links in e-mails (https://vozimo.example); default http://localhost:PORT, required in production. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http:// or https:// URL' }).optional(),
  /** Card payments through Stripe: all three or none (then the offline test processor, docs/payments.md). */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…)').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_live_… or pk_test_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\S+$/, "STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret (whsec_…)").optional(),
  /** The offline test processor takes no money; production refuses it unless this says it is meant. */
  ALLOW_TEST_PAYMENTS: booleanFlag.default(false),
  /** Turns on GET /metrics (Prometheus) for whoever sends it as a bearer token; unset: metrics off (ADR 0024). */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{32,}$/, 'METRICS_TOKEN must be at least 32 characters without spaces, e.g. the output of `openssl rand -hex 32`')
    .optional(),
});

/** Which card processor runs: Stripe with its keys, or the offline test processor. */
export type CardPaymentSettings =
  | { processor: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string }
  | { processor: 'test' };

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/**
 * Stripe when any STRIPE_* key is set (then all three must be, in the same mode), else the test
 * processor, which production refuses without ALLOW_TEST_PAYMENTS: a live site that silently took
 * test payments would confirm trips nobody paid for.
 */
function cardPaymentSettings(e: z.infer<typeof envSchema>): CardPaymentSettings {
  const missing = STRIPE_KEYS.filter((key) => e[key] === undefined);
  if (missing.length === 0) {
    const secretMode = e.STRIPE_SECRET_KEY!.split('_')[1];
    const publishableMode = e.STRIPE_PUBLISHABLE_KEY!.split('_')[1];
    if (secretMode !== publishableMode) {
      throw new ConfigError(`Invalid configuration: STRIPE_SECRET_KEY is a ${secretMode} key but STRIPE_PUBLISHABLE_KEY is a ${publishableMode} key; use both from the same mode.`);
    }
    return { processor: 'stripe', secretKey: e.STRIPE_SECRET_KEY!, publishableKey: e.STRIPE_PUBLISHABLE_KEY!, webhookSecret: e.STRIPE_WEBHOOK_SECRET! };
  }
  if (missing.length < STRIPE_KEYS.length) {
    throw new ConfigError(`Invalid configuration: Stripe needs ${STRIPE_KEYS.join(', ')} together; missing ${missing.join(', ')}.`);
  }
  if (e.NODE_ENV === 'production' && !e.ALLOW_TEST_PAYMENTS) {
    throw new ConfigError(
      'No card processor: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or ALLOW_TEST_PAYMENTS=true to run the offline test card processor in production (it takes no money and confirms trips as paid).',
    );
  }
  return { processor: 'test' };
}

/**
 * What production refuses, each with its own message: a default that is right for a demo on a
 * laptop (demo accounts with a published password, a database in ./data, links to localhost) would
 * be silently wrong on a live site.
 */
function productionProblems(e: z.infer<typeof envSchema>): string[] {
  if (e.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (e.DEMO_DATA === true) {
    problems.push('DEMO_DATA=true is refused under NODE_ENV=production: the demo accounts share the published password demo12345. Unset DEMO_DATA and create the first staff user with `npm run create-user`.');
  }
  if (e.DATABASE_URL === undefined && e.EMBEDDED_DATABASE !== true) {
    problems.push(`NODE_ENV=production needs DATABASE_URL=postgres://…, or EMBEDDED_DATABASE=true to choose the embedded database in DATA_DIR (${e.DATA_DIR}) deliberately: it serves one process on one machine.`);
  }
  if (e.PUBLIC_URL === undefined) {
    problems.push('NODE_ENV=production needs PUBLIC_URL, the address customers use (e.g. https://vozimo.example): e-mail links and the card return address are built from it.');
  }
  return problems;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemoData: boolean;
  webDistDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  secureCookies: boolean;
  osrmUrl: string | undefined;
  googleMapsApiKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** An origin without a trailing slash, e.g. https://vozimo.example. */
  publicUrl: string;
  cardPayments: CardPaymentSettings;
  /** The bearer token Prometheus sends to GET /metrics; null: metrics are off. */
  metricsToken: string | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The only place that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.DATABASE_URL !== undefined && e.EMBEDDED_DATABASE === true) {
    throw new ConfigError('Invalid configuration: DATABASE_URL and EMBEDDED_DATABASE=true choose two different databases; set one of them.');
  }
  const problems = productionProblems(e);
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  }
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    // Demo data is on by default with the embedded database, off with a real server unless asked
    // for, and never in production (refused above when asked for).
    seedDemoData: e.NODE_ENV !== 'production' && (e.DEMO_DATA ?? e.DATABASE_URL === undefined),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(SERVER_ROOT, '../web/dist')),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    secureCookies: e.SECURE_COOKIES ?? e.NODE_ENV === 'production',
    osrmUrl: e.OSRM_URL,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).origin,
    cardPayments: cardPaymentSettings(e),
    metricsToken: e.METRICS_TOKEN ?? null,
  };
}
