import { describe, expect, it } from 'vitest';
import { confirmationErrorMessage, paymentReturnUrl } from './payment-flow.ts';
import { formatCardNumber, formatCvc, formatExpiry } from './test-card-input.ts';

describe('paymentReturnUrl', () => {
  it('returns to the return route on this origin with the reference and the encoded token', () => {
    expect(paymentReturnUrl('https://vozimo.example', 41, 'VZ-7K3Q9A', 'secret token/+')).toBe(
      'https://vozimo.example/payment/return/41?reference=VZ-7K3Q9A&token=secret+token%2F%2B',
    );
  });

  it('round-trips the token through the query string', () => {
    const url = new URL(paymentReturnUrl('http://127.0.0.1:3000', 7, 'VZ-1', 'a&b=c d+e'));
    expect(url.searchParams.get('token')).toBe('a&b=c d+e');
    expect(url.pathname).toBe('/payment/return/7');
  });
});

describe('confirmationErrorMessage', () => {
  it.each([
    [{ type: 'card_error', message: 'Your card was declined.' }, 'Your card was declined.'],
    [{ type: 'validation_error', message: 'Your card number is incomplete.' }, 'Your card number is incomplete.'],
    [{ type: 'api_error', message: 'Internal' }, 'An unexpected error occurred.'],
    [{ type: 'invalid_request_error', message: 'No such payment_intent' }, 'An unexpected error occurred.'],
    [{ type: 'card_error', message: '' }, 'An unexpected error occurred.'],
    [undefined, 'An unexpected error occurred.'],
  ])('%j → %s', (error, message) => {
    expect(confirmationErrorMessage(error)).toBe(message);
  });
});

describe('test card input', () => {
  it('groups the card number in fours and drops anything but digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0027 60a00')).toBe('4000 0027 6000');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it('puts the slash after the month once the year starts', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/34')).toBe('12/34');
    expect(formatExpiry('12/345')).toBe('12/34');
    // A backspace over the slash ("12/") leaves the month.
    expect(formatExpiry('12/')).toBe('12');
  });

  it('keeps at most four CVC digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});
