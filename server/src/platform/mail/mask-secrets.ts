import { HIDDEN_SECRET } from '@vozimo/contract';
import { escapeHtml } from './html.ts';

/**
 * Every way our templates can write a secret into a message: as it is, URL-encoded (the link
 * builders use encodeURIComponent, the driver photo URLSearchParams), and each of those escaped
 * for HTML. The tokens we make are base64url, which none of these change, but the masking does not
 * rely on it.
 */
function writtenForms(secret: string): string[] {
  const encoded = [secret, encodeURIComponent(secret), new URLSearchParams({ s: secret }).toString().slice(2)];
  return [...new Set([...encoded, ...encoded.map(escapeHtml)])].sort((a, b) => b.length - a.length);
}

/**
 * The message as staff may read it: each secret the message was queued with (the token of a
 * set-password, invitation or trip link) replaced by HIDDEN_SECRET. The secrets are known values,
 * named by whoever wrote the message, not a pattern guessed from the text afterwards.
 */
export function maskSecrets(body: string, secrets: readonly string[]): string {
  let masked = body;
  for (const secret of secrets) {
    for (const form of writtenForms(secret)) masked = masked.replaceAll(form, HIDDEN_SECRET);
  }
  return masked;
}
