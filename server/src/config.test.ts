import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig: maps settings', () => {
  it('leaves both unset by default (the offline maps)', () => {
    const config = loadConfig({});
    expect(config.osrmUrl).toBeUndefined();
    expect(config.googleMapsApiKey).toBeUndefined();
  });

  it('takes an OSRM URL and a Google key', () => {
    const config = loadConfig({ OSRM_URL: 'http://localhost:5000', GOOGLE_MAPS_API_KEY: 'AIzaSyD-abcdefghijklmnopqrstuvwxyz0123' });
    expect(config.osrmUrl).toBe('http://localhost:5000');
    expect(config.googleMapsApiKey).toBe('AIzaSyD-abcdefghijklmnopqrstuvwxyz0123');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ OSRM_URL: '', GOOGLE_MAPS_API_KEY: '' }).osrmUrl).toBeUndefined();
  });

  it.each([
    [{ OSRM_URL: 'localhost:5000' }, 'OSRM_URL'],
    [{ OSRM_URL: 'ftp://osrm.example.com' }, 'OSRM_URL'],
    [{ GOOGLE_MAPS_API_KEY: 'short' }, 'GOOGLE_MAPS_API_KEY'],
    [{ GOOGLE_MAPS_API_KEY: 'AIza key with spaces in it 123' }, 'GOOGLE_MAPS_API_KEY'],
  ])('refuses %o, naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('loadConfig: e-mail settings', () => {
  it('keeps mail in the outbox by default and links to the local server', () => {
    const config = loadConfig({ PORT: '4010' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Vozimo <bookings@vozimo.example>');
    expect(config.publicUrl).toBe('http://localhost:4010');
  });

  it('takes an SMTP URL with credentials, a sender and the public origin (without a trailing slash)', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://mailer:s3cret@mail.example.com:587',
      MAIL_FROM: 'Bookings <bookings@vozimo.hr>',
      PUBLIC_URL: 'https://vozimo.hr/',
    });
    expect(config.smtpUrl).toBe('smtp://mailer:s3cret@mail.example.com:587');
    expect(config.mailFrom).toBe('Bookings <bookings@vozimo.hr>');
    expect(config.publicUrl).toBe('https://vozimo.hr');
  });

  it.each([
    [{ SMTP_URL: 'mail.example.com:587' }, 'SMTP_URL'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'Vozimo bookings' }, 'MAIL_FROM'],
    [{ PUBLIC_URL: 'vozimo.hr' }, 'PUBLIC_URL'],
  ])('refuses %o, naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});

/** What every production configuration has; each test below adds or takes away one thing. */
const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://vozimo@db.internal/vozimo', PUBLIC_URL: 'https://vozimo.example' };

describe('loadConfig: card payments', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_live_51AbC', STRIPE_PUBLISHABLE_KEY: 'pk_live_51AbC', STRIPE_WEBHOOK_SECRET: 'whsec_AbC123' };

  it('runs the offline test processor when no Stripe key is set', () => {
    expect(loadConfig({}).cardPayments).toEqual({ processor: 'test' });
    expect(loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: '' }).cardPayments).toEqual({ processor: 'test' });
  });

  it('uses Stripe with all three keys, in production too', () => {
    expect(loadConfig({ ...production, ...stripe }).cardPayments).toEqual({
      processor: 'stripe',
      secretKey: 'sk_live_51AbC',
      publishableKey: 'pk_live_51AbC',
      webhookSecret: 'whsec_AbC123',
    });
  });

  it.each([
    [{ STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY }, 'missing STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: stripe.STRIPE_PUBLISHABLE_KEY }, 'missing STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_WEBHOOK_SECRET: stripe.STRIPE_WEBHOOK_SECRET }, 'missing STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY'],
  ])('never mixes Stripe keys with the test processor: %o is refused', (env, missing) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(missing);
  });

  it('refuses a live secret key with a test publishable key', () => {
    expect(() => loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_test_51AbC' })).toThrow(
      'STRIPE_SECRET_KEY is a live key but STRIPE_PUBLISHABLE_KEY is a test key',
    );
  });

  it.each([
    [{ ...stripe, STRIPE_SECRET_KEY: 'pk_live_51AbC' }, 'STRIPE_SECRET_KEY'],
    [{ ...stripe, STRIPE_PUBLISHABLE_KEY: 'sk_live_51AbC' }, 'STRIPE_PUBLISHABLE_KEY'],
    [{ ...stripe, STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET'],
  ])('refuses a key of the wrong kind: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('refuses to take test payments in production unless ALLOW_TEST_PAYMENTS=true', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/ALLOW_TEST_PAYMENTS=true to run the offline test card processor in production/);
    expect(() => loadConfig({ ...production, ALLOW_TEST_PAYMENTS: 'false' })).toThrow(ConfigError);
    expect(loadConfig({ ...production, ALLOW_TEST_PAYMENTS: 'true' }).cardPayments).toEqual({ processor: 'test' });
  });
});

describe('loadConfig: production defaults', () => {
  const live = { ...production, ALLOW_TEST_PAYMENTS: 'true' };

  it('starts with PostgreSQL and a public address, with Secure cookies and no demo data', () => {
    const config = loadConfig(live);
    expect(config.databaseUrl).toBe('postgres://vozimo@db.internal/vozimo');
    expect(config.publicUrl).toBe('https://vozimo.example');
    expect(config.secureCookies).toBe(true);
    expect(config.seedDemoData).toBe(false);
  });

  it('refuses demo data, whose accounts share a published password', () => {
    expect(() => loadConfig({ ...live, DEMO_DATA: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...live, DEMO_DATA: 'true' })).toThrow(/DEMO_DATA=true is refused under NODE_ENV=production.*demo12345.*npm run create-user/);
    expect(loadConfig({ ...live, DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('refuses the embedded database unless EMBEDDED_DATABASE=true chooses it, and then seeds nothing', () => {
    const withoutDatabase = { ...live, DATABASE_URL: '' };
    expect(() => loadConfig(withoutDatabase)).toThrow(ConfigError);
    expect(() => loadConfig(withoutDatabase)).toThrow(/NODE_ENV=production needs DATABASE_URL=postgres:\/\/…, or EMBEDDED_DATABASE=true/);
    expect(() => loadConfig({ ...withoutDatabase, EMBEDDED_DATABASE: 'false' })).toThrow(/EMBEDDED_DATABASE=true/);
    const embedded = loadConfig({ ...withoutDatabase, EMBEDDED_DATABASE: 'true' });
    expect(embedded.databaseUrl).toBeUndefined();
    expect(embedded.seedDemoData).toBe(false);
  });

  it('refuses to guess the public address', () => {
    expect(() => loadConfig({ ...live, PUBLIC_URL: '' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...live, PUBLIC_URL: '' })).toThrow(/NODE_ENV=production needs PUBLIC_URL/);
  });

  it('names every refusal at once, so one restart fixes them all', () => {
    const message = (() => {
      try {
        loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'yes' });
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    })();
    expect(message).toContain('DEMO_DATA=true is refused');
    expect(message).toContain('needs DATABASE_URL');
    expect(message).toContain('needs PUBLIC_URL');
  });

  it('keeps the laptop defaults outside production: embedded database, demo data, localhost links, plain cookies', () => {
    const config = loadConfig({});
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemoData).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
    expect(loadConfig({ EMBEDDED_DATABASE: 'true' }).seedDemoData).toBe(true);
  });

  it('refuses two databases at once, in any environment', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/vozimo', EMBEDDED_DATABASE: 'true' })).toThrow(
      'DATABASE_URL and EMBEDDED_DATABASE=true choose two different databases',
    );
  });
});
