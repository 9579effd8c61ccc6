/** Name of the readable cookie the server sets on every response (guide section 1, "CSRF"). */
export const CSRF_COOKIE_NAME = 'csrftoken';

/** Reads the CSRF token from `document.cookie`; null when the cookie is absent. */
export function readCsrfToken(cookieString: string = document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== CSRF_COOKIE_NAME) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}
