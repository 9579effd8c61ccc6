import { describe, expect, it } from 'vitest';
import { resolveReturnUrl, withRedirectParams } from './return-url.ts';

const origins = ['https://vozimo.example', 'http://127.0.0.1:3100'];

describe('resolveReturnUrl', () => {
  it.each([
    '/payment/return/5?reference=VZ-ABC&token=t',
    'https://vozimo.example/payment/return/5',
    'http://127.0.0.1:3100/payment/return/5?x=1',
  ])('accepts %s', (returnUrl) => {
    expect(resolveReturnUrl(returnUrl, origins)).not.toBeNull();
  });

  it.each([
    'https://evil.example/payment/return/5',
    '//evil.example/payment/return/5',
    '/\\evil.example/payment/return/5',
    'https://vozimo.example.evil.example/',
    'http://vozimo.example/payment/return/5',
    'javascript:alert(1)',
    'payment/return/5',
    '',
  ])('refuses %s', (returnUrl) => {
    expect(resolveReturnUrl(returnUrl, origins)).toBeNull();
  });
});

describe('withRedirectParams', () => {
  const params = { payment_intent: 'pi_test_1', payment_intent_client_secret: 'pi_test_1_secret_x', redirect_status: 'succeeded' };

  it('keeps a path relative and the page own parameters', () => {
    const target = resolveReturnUrl('/payment/return/5?reference=VZ-ABC&token=a%2Bb', origins)!;
    expect(withRedirectParams(target, params)).toBe(
      '/payment/return/5?reference=VZ-ABC&token=a%2Bb&payment_intent=pi_test_1&payment_intent_client_secret=pi_test_1_secret_x&redirect_status=succeeded',
    );
  });

  it('keeps an absolute URL absolute', () => {
    const target = resolveReturnUrl('https://vozimo.example/payment/return/5', origins)!;
    expect(withRedirectParams(target, { redirect_status: 'failed' })).toBe('https://vozimo.example/payment/return/5?redirect_status=failed');
  });
});
