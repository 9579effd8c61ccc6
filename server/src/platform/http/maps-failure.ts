import { MAPS_UNAVAILABLE_MESSAGE } from '@vozimo/contract';
import { MapsUnavailableError, RouteNotFoundError } from '../maps/maps.ts';
import { AppError, bodyFieldErrors, type BodyField, type FieldValidationError } from './app-error.ts';

/**
 * The one translation of a maps failure into the API's answer, or null when `error` is none: a
 * maps service that is down or slow is ours to report (503), never a 500 (docs/maps.md); no road
 * between the places is the caller's input to fix (422). `noRoute` says at which field and in which
 * words, when the service knows where its form shows it; otherwise the body, in the planner's words.
 */
export function mapsFailureAnswer(
  error: unknown,
  noRoute?: { field: BodyField; message: string },
): AppError | FieldValidationError | null {
  if (error instanceof MapsUnavailableError) return new AppError(503, MAPS_UNAVAILABLE_MESSAGE);
  if (error instanceof RouteNotFoundError) return bodyFieldErrors([noRoute ?? { field: [], message: error.message }]);
  return null;
}
