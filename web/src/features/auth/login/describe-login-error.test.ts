import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { describeLoginError } from './describe-login-error.ts';

describe('describeLoginError (spec section 8)', () => {
  it('explains a 422 as an input format problem', () => {
    const error = new ApiError(422, 'Username must not be empty', { username: 'Username must not be empty' });
    expect(describeLoginError(error).message).toBe('Invalid input format. Please check your credentials and try again.');
  });

  it.each([
    [400, 'Invalid username or password.'],
    [429, 'Too many sign-in attempts. Try again in 5 minutes.'],
  ])('shows the server detail of a %i', (status, detail) => {
    expect(describeLoginError(new ApiError(status, detail, {}, [detail]))).toEqual({ title: 'Login failed', message: detail });
  });

  it.each([401, 403, 500, 503])('gives a generic message for other HTTP errors (%i)', (status) => {
    expect(describeLoginError(new ApiError(status, 'x', {}, ['x'])).message).toBe('Login failed. Please try again later.');
  });

  it('gives the unexpected-error message for anything else', () => {
    expect(describeLoginError(new TypeError('Failed to fetch')).message).toBe(
      'An unexpected error occurred. Please try again later.',
    );
  });
});
