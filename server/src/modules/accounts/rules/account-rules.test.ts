import { usernameSchema } from '@vozimo/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invitationStatus } from './invitation-status.ts';
import { suggestedUsername } from './suggested-username.ts';

const now = new Date('2030-06-01T10:00:00Z');
const later = new Date('2030-06-02T10:00:00Z');

describe('invitationStatus', () => {
  it.each([
    [{ acceptedAt: null, revokedAt: null, expiresAt: later }, 'pending'],
    [{ acceptedAt: null, revokedAt: null, expiresAt: now }, 'expired'],
    [{ acceptedAt: now, revokedAt: null, expiresAt: now }, 'accepted'],
    [{ acceptedAt: null, revokedAt: now, expiresAt: later }, 'revoked'],
  ] as const)('%j is %s', (invitation, status) => {
    expect(invitationStatus(invitation, now)).toBe(status);
  });
});

describe('suggestedUsername', () => {
  it.each([
    ['Iva.Horvat@agency.hr', 'iva.horvat'],
    ['jo@x.hr', 'jouser'],
    ['marko+vozimo@x.hr', 'markovozimo'],
  ])('%s → %s', (email, username) => {
    expect(suggestedUsername(email)).toBe(username);
  });

  it('always offers a username the form accepts', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(usernameSchema.safeParse(suggestedUsername(email)).success).toBe(true);
      }),
    );
  });
});
