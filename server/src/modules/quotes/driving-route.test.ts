import { describe, expect, it } from 'vitest';
import { MAPS_UNAVAILABLE_MESSAGE } from '@vozimo/contract';
import { AppError, FieldValidationError } from '../../platform/http/app-error.ts';
import { MapsUnavailableError, RouteNotFoundError, type RoutePlanner } from '../../platform/maps/maps.ts';
import { planDrivingRoute } from './driving-route.ts';

const failingWith = (error: Error): RoutePlanner => ({ route: () => Promise.reject(error) });
const waypoints = [
  { lat: 43.5081, lng: 16.4402 },
  { lat: 42.6507, lng: 18.0944 },
];

describe('planDrivingRoute', () => {
  it('rounds the planner’s metres and seconds to whole numbers', async () => {
    const planner: RoutePlanner = { route: async () => ({ distanceMeters: 229_400.6, durationSeconds: 11_400.4, polyline: [[43.5, 16.4], [42.6, 18.1]] }) };
    expect(await planDrivingRoute(planner, waypoints)).toEqual({ distanceMeters: 229_401, durationSeconds: 11_400, polyline: [[43.5, 16.4], [42.6, 18.1]] });
  });

  it('turns "no road joins these places" into a 422 at end_loc', async () => {
    const error = await planDrivingRoute(failingWith(new RouteNotFoundError('no route')), waypoints).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FieldValidationError);
    expect((error as FieldValidationError).issues).toEqual([{ loc: ['body', 'end_loc'], msg: 'No driving route joins these places.' }]);
  });

  it('turns a route service that is down into a 503', async () => {
    const error = await planDrivingRoute(failingWith(new MapsUnavailableError('timeout')), waypoints).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 503, detail: MAPS_UNAVAILABLE_MESSAGE });
  });

  it('lets a bug surface as itself', async () => {
    await expect(planDrivingRoute(failingWith(new TypeError('oops')), waypoints)).rejects.toBeInstanceOf(TypeError);
  });
});
