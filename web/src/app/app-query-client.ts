import { forgetCurrentUser } from '../lib/auth/current-user-query.ts';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * The one query cache of the running app. Created on first use, so TanStack Query is not part of the
 * landing page's first download (docs/performance.md). A 401 from any call means the session
 * ended: the user is forgotten so protected pages ask for sign-in.
 */
export const appQueryClient = createQueryClient({ onUnauthorized: () => forgetCurrentUser(appQueryClient) });
