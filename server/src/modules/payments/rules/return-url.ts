/**
 * Where the test processor may send the browser after a payment: a path on this site, or an
 * absolute URL on one of `allowedOrigins` (PUBLIC_URL's origin and the origin the request came
 * to), never elsewhere (no open redirect). Returns null when refused.
 */
export function resolveReturnUrl(returnUrl: string, allowedOrigins: readonly string[]): { url: URL; relative: boolean } | null {
  const relative = returnUrl.startsWith('/') && !returnUrl.startsWith('//') && !returnUrl.startsWith('/\\');
  let url: URL;
  try {
    // The base only resolves a path; its origin is checked below like any other.
    url = new URL(returnUrl, relative ? allowedOrigins[0] : undefined);
  } catch {
    return null;
  }
  if (!relative && !allowedOrigins.includes(url.origin)) return null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return { url, relative };
}

/** The return URL with Stripe's redirect parameters added (any the page put there are kept). */
export function withRedirectParams(target: { url: URL; relative: boolean }, params: Record<string, string>): string {
  const url = new URL(target.url);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return target.relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
