import { z } from 'zod';

/**
 * Free-text form fields, the same way in every area: trimmed, bounded, with one wording for
 * "too long". The area supplies its own message for a missing value.
 */

const tooLong = (maxLength: number) => `At most ${maxLength} characters.`;

/** Trimmed text of at most `maxLength` characters; empty is allowed. */
export function trimmedText(maxLength: number) {
  return z.string().trim().max(maxLength, tooLong(maxLength));
}

/** Text that may be left out: '' when missing. */
export function optionalText(maxLength: number) {
  return trimmedText(maxLength).optional().default('');
}

/** Text that must be given: the area's own message when it is missing or blank. */
export function requiredText(message: string, maxLength: number) {
  return z.string({ error: message }).trim().min(1, message).max(maxLength, tooLong(maxLength));
}

/** Empty, or something that looks like an e-mail address (the check is done with the message in context). */
export function isEmailOrEmpty(value: string): boolean {
  return value === '' || z.regexes.email.test(value);
}
