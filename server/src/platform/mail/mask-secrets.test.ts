import { HIDDEN_SECRET } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { html } from './html.ts';
import { maskSecrets } from './mask-secrets.ts';

describe('maskSecrets', () => {
  it('hides a base64url token wherever a link carries it, in text and in HTML', () => {
    const token = 'fdE3ksRVD1mhTyTr9X_1CRLvlDpQeMR7yZjacxjBaIs';
    const link = `https://vozimo.example/reset-password?token=${token}`;
    const body = html`<p><a href="${link}">Set a new password</a></p><p>Or open this link: ${link}</p>`.value;
    const masked = maskSecrets(body, [token]);
    expect(masked).not.toContain(token);
    expect(masked).toContain(`href="https://vozimo.example/reset-password?token=${HIDDEN_SECRET}"`);
    expect(maskSecrets(`Open:\n${link}\n`, [token])).toBe(`Open:\nhttps://vozimo.example/reset-password?token=${HIDDEN_SECRET}\n`);
  });

  it('hides a secret however our templates may have encoded it: URL-encoded, as a query parameter, escaped for HTML', () => {
    const secret = "a+b/c=d&e'f g~";
    const query = new URLSearchParams({ token: secret }).toString();
    const body = [
      `raw ${secret}`,
      `uri https://x/trip/VZ-1?token=${encodeURIComponent(secret)}`,
      `query https://x/api/public/trip/VZ-1/driver_photo?${query}`,
      html`<a href="https://x/invitation?token=${encodeURIComponent(secret)}">${secret}</a>`.value,
    ].join('\n');
    const masked = maskSecrets(body, [secret]);
    for (const form of [secret, encodeURIComponent(secret), query.slice('token='.length), "a+b/c=d&amp;e&#39;f g~", 'e&#39;f']) {
      expect(masked).not.toContain(form);
    }
    expect(masked.split(HIDDEN_SECRET)).toHaveLength(6);
  });

  it('leaves a message without secrets as it is', () => {
    expect(maskSecrets('Your payments: https://vozimo.example/app/payments', [])).toBe('Your payments: https://vozimo.example/app/payments');
  });
});
