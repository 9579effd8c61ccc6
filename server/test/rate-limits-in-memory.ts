import { admissionOf, secondsUntilRoom, type Admission, type RateLimit } from '../src/platform/rate-limits/sliding-window.ts';

/**
 * platform/db/rate-limits.ts's admitAttempt (tested on both databases) as one process sees it, for
 * unit tests of services: the same rule over the attempts admitted so far, an admitted one counted.
 */
export function admitAttemptInMemory(): (at: Date, limits: readonly RateLimit[]) => Promise<Admission> {
  const admitted = new Map<string, Date[]>();
  const counted = (limit: RateLimit) => admitted.get(`${limit.name}\n${limit.key}`) ?? [];
  return async (at, limits) => {
    const admission = admissionOf(limits.map((limit) => secondsUntilRoom(limit, counted(limit), at)));
    if (admission.allowed) for (const limit of limits) admitted.set(`${limit.name}\n${limit.key}`, [...counted(limit), at]);
    return admission;
  };
}
