import { ApiError, isApiError } from './api-client.ts';

/**
 * Runs a list call and, when it fails, throws the spec's message for it (section 8: 'Failed to
 * fetch drivers' …). An API error keeps its status, so a 401 still signs the user out and a 4xx is
 * still not retried; a network failure stays retryable. An aborted call is left as it is.
 */
export async function withFetchFailureMessage<T>(call: Promise<T>, message: string, signal?: AbortSignal): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (signal?.aborted) throw error;
    if (isApiError(error)) throw new ApiError(error.status, message, error.fieldErrors, error.globalErrors);
    throw new Error(message, { cause: error });
  }
}
