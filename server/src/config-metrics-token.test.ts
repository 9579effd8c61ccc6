import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

// METRICS_TOKEN turns GET /metrics on (ADR 0024); a guessable token would hand the metrics to anyone.

describe('METRICS_TOKEN', () => {
  it('is off unless set (an empty value counts as unset)', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeNull();
  });

  it('is kept as given when it is long enough', () => {
    const token = 'f3a9c2e1b8d7460a9e5c3b2a1f0e9d8c';
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
  });

  it('refuses a short token or one with spaces, saying how to make one', () => {
    for (const token of ['too-short', 'a'.repeat(31), `${'a'.repeat(20)} ${'b'.repeat(20)}`]) {
      expect(() => loadConfig({ METRICS_TOKEN: token })).toThrow(ConfigError);
      expect(() => loadConfig({ METRICS_TOKEN: token })).toThrow(/METRICS_TOKEN must be at least 32 characters without spaces, e\.g\. the output of `openssl rand -hex 32`/);
    }
  });
});
