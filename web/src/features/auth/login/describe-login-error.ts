import { isApiError } from '../../../lib/api-client.ts';

export interface LoginErrorNotice {
  title: string;
  message: string;
}

/** The red toast for a failed sign-in (spec section 8, login rows). */
export function describeLoginError(error: unknown): LoginErrorNotice {
  if (!isApiError(error)) {
    return { title: 'Error', message: 'An unexpected error occurred. Please try again later.' };
  }
  if (error.status === 422) {
    return { title: 'Login failed', message: 'Invalid input format. Please check your credentials and try again.' };
  }
  const detail = error.globalErrors[0];
  if ((error.status === 400 || error.status === 429) && detail) {
    return { title: 'Login failed', message: detail };
  }
  return { title: 'Login failed', message: 'Login failed. Please try again later.' };
}
