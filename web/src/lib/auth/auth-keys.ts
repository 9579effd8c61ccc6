/**
 * The auth area's query keys. They live with the session in lib/auth, below every page that reads
 * the current user; api/auth's sign-in writes through them too.
 */
export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => ['auth', 'current-user'] as const,
};
