export const DEFAULT_AFTER_LOGIN_PATH = '/app/trips';

/** A path on this site: starts with one '/', no scheme-relative '//' or '/\' that browsers treat as another host. */
export function isSafeLocalPath(path: unknown): path is string {
  if (typeof path !== 'string' || !path.startsWith('/')) return false;
  if (path.startsWith('//') || path.startsWith('/\\')) return false;
  // Control characters (tabs, newlines) are stripped by URL parsers and could turn "/\t/evil" into "//evil".
  for (const char of path) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return false;
  }
  const base = 'https://vozimo.invalid';
  try {
    return new URL(path, base).origin === base;
  } catch {
    return false;
  }
}

/** The location state the protected area leaves behind: a router Location, or a plain path. */
function pathFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  if (typeof from === 'string') return from;
  if (typeof from === 'object' && from !== null && 'pathname' in from) {
    const { pathname, search, hash } = from as { pathname: unknown; search?: unknown; hash?: unknown };
    if (typeof pathname !== 'string') return null;
    return pathname + (typeof search === 'string' ? search : '') + (typeof hash === 'string' ? hash : '');
  }
  return null;
}

function isLoginPage(path: string): boolean {
  return path === '/login' || path.startsWith('/login?') || path.startsWith('/login/');
}

/**
 * Where to go after signing in (spec section 2): the `next` query value when it is a path on this site,
 * else the page the visitor came from, else the trips list.
 */
export function resolveAfterLoginPath(search: string, state: unknown): string {
  const next = new URLSearchParams(search).get('next');
  for (const candidate of [next, pathFromState(state)]) {
    if (isSafeLocalPath(candidate) && !isLoginPage(candidate)) return candidate;
  }
  return DEFAULT_AFTER_LOGIN_PATH;
}
