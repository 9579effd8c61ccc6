import { PASSWORD_MESSAGES } from '@vozimo/contract';
import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.ts';

const owner = { username: 'petra.horvat', email: 'petra@vozimo.example' };

describe('passwordProblem', () => {
  it.each(['password123', 'qwertyuiop', '1234567890', 'iloveyou12', 'Password1!', 'aaaaaaaaaaaa'])(
    'refuses the common or patterned %s',
    (password) => {
      expect(passwordProblem(password, owner)).toBe(PASSWORD_MESSAGES.tooCommon);
    },
  );

  it.each(['petra.horvat', 'PETRA@vozimo.example', 'petra@vozimo.example'])('refuses the username or e-mail %s', (password) => {
    expect(passwordProblem(password, owner)).toBe(PASSWORD_MESSAGES.sameAsUsername);
  });

  it('refuses a password built from the username', () => {
    expect(passwordProblem('petra.horvat1', owner)).toBe(PASSWORD_MESSAGES.tooCommon);
  });

  it.each(['correct horse battery', 'Vis-island ferry 0745', 'tramontana kvarner 93'])('takes %s', (password) => {
    expect(passwordProblem(password, owner)).toBeNull();
  });
});
