import { PASSWORD_MESSAGES } from '@vozimo/contract';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** zxcvbn's scale is 0-4; below 3 a password falls to an offline attack on a leaked hash too soon. */
const MIN_SCORE = 3;

// Built on first use: the dictionaries take a moment to index, and only new passwords need them
// (never a sign-in).
let estimator: ZxcvbnFactory | undefined;
const strength = () => (estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

/** Who the password is for: it must not be, or be built from, these. */
export interface PasswordOwner {
  username: string;
  email: string;
}

/**
 * The server's check of a new password beyond its length (newPasswordSchema): not the username or
 * e-mail address, and not guessable — zxcvbn's maintained lists of common passwords, words and
 * names, and its patterns (keyboard runs, dates, repeats, l33t). Returns the message, or null.
 */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  const lowered = password.trim().toLowerCase();
  const email = owner.email.trim().toLowerCase();
  const identities = [owner.username.trim().toLowerCase(), email, email.split('@')[0] ?? ''].filter((v) => v.length > 0);
  if (identities.includes(lowered)) return PASSWORD_MESSAGES.sameAsUsername;
  const result = strength().check(password, identities);
  const wholeIsCommonPassword = result.sequence.some(
    (match) => match.pattern === 'dictionary' && match.dictionaryName === 'passwords' && match.token.length === password.length,
  );
  if (result.score < MIN_SCORE || wholeIsCommonPassword) return PASSWORD_MESSAGES.tooCommon;
  return null;
}
