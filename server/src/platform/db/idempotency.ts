import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { FieldValidationError } from '../http/app-error.ts';
import type { Database } from './database.ts';

/** How long a key answers for its first request; after that it may be used again. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request.';

/** Who sent a key, for what, and what the request said (its parsed body). */
export interface IdempotentRequest {
  userId: number;
  scope: string;
  key: string;
  body: unknown;
  at: Date;
}

const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Does `work` once per key (issue 16, finding 5; docs/security.md). Runs inside the caller's
 * transaction: the key is claimed first by a conditional insert, so of two requests with one key the
 * second waits on the first's row and, once that commits, answers with the stored response instead
 * of doing the work again; if the first rolls back, the second does the work. The response is stored
 * in the same transaction as the work, so a booking committed just before a crash is answered to the
 * retry that the crash made necessary. The same key with a different body is refused (422).
 */
export async function doOnce<T>(tx: Database, request: IdempotentRequest, work: () => Promise<T>): Promise<T> {
  const requestHash = hashOf(request.body);
  const identity = and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key));
  // An expired key is forgotten here, so it never blocks a new request with the same value.
  await tx.delete(idempotencyKeys).where(and(identity, lt(idempotencyKeys.createdAt, new Date(request.at.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS))));

  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId: request.userId, scope: request.scope, key: request.key, requestHash, createdAt: request.at })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [first] = await tx.select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response }).from(idempotencyKeys).where(identity);
    if (!first || first.requestHash !== requestHash) {
      throw new FieldValidationError([{ loc: ['headers', 'idempotency-key'], msg: IDEMPOTENCY_KEY_REUSED }]);
    }
    return first.response as T;
  }

  const response = await work();
  await tx.update(idempotencyKeys).set({ response }).where(identity);
  return response;
}

/** Forgets keys older than their lifetime (the housekeeping sweep). */
export async function deleteExpiredIdempotencyKeys(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
