import path from 'node:path';
import { z } from 'zod';

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
});

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
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    // Demo data is on by default with the embedded database, off with a real server unless asked for.
    seedDemoData: e.DEMO_DATA ?? e.DATABASE_URL === undefined,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    secureCookies: e.SECURE_COOKIES ?? e.NODE_ENV === 'production',
    osrmUrl: e.OSRM_URL,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
  };
}
