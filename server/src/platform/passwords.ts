import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 exports the algorithm as a const enum, which isolated modules cannot read: Argon2id is 2.
const ARGON2ID = 2;

// OWASP's argon2id baseline (19 MiB, 2 passes); about 30 ms per hash on this class of machine.
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed check, never a crash.
    return false;
  }
}

/**
 * A real argon2id hash of a random secret. Verifying against it when the username is unknown
 * costs the same time as a real check, so response time does not reveal which usernames exist.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}
