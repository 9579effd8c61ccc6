import type { Location } from 'react-router';

/** Where the protected area sends a signed-out visitor: /login?next=<the path and query they wanted>. */
export function loginPathFor(location: Pick<Location, 'pathname' | 'search'>): string {
  return '/login?next=' + encodeURIComponent(location.pathname + location.search);
}
