import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ValidationIssue } from '@vozimo/contract';
import { MapsUnavailableError } from '../maps/maps.ts';
import { AppError, FieldValidationError } from './app-error.ts';
import { mapsFailureAnswer } from './maps-failure.ts';

function pathSegments(instancePath: string): (string | number)[] {
  return instancePath
    .split('/')
    .filter((s) => s !== '')
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/**
 * The most problems one 422 lists. No form has this many fields, and a body of thousands of unknown
 * keys would otherwise be answered with an issue each, several times its own size.
 */
export const MAX_REPORTED_ISSUES = 50;

function toValidationIssues(error: FastifyError & { validation: unknown[] }): ValidationIssue[] {
  const context = error.validationContext ?? 'body';
  const issues = (error.validation as { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[]).flatMap(
    (v) => {
      const base = [context, ...pathSegments(v.instancePath)];
      // Unknown keys are reported once per key, at the key itself.
      if (v.keyword === 'unrecognized_keys' && Array.isArray(v.params['keys'])) {
        return (v.params['keys'] as string[]).map((key) => ({
          loc: [...base, key],
          msg: `Unknown field: ${key}`,
          type: 'value_error',
        }));
      }
      return [{ loc: base, msg: v.message ?? 'Invalid value', type: 'value_error' }];
    },
  );
  return issues.slice(0, MAX_REPORTED_ISSUES);
}

/**
 * Maps every error to the shapes of the guide: 422 with a `detail` list for validation,
 * `{"detail": "..."}` otherwise. Unknown errors are logged and answered with a bare 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    if (thrown instanceof MapsUnavailableError) request.log.warn({ err: thrown }, 'maps service unavailable');
    const error = mapsFailureAnswer(thrown) ?? thrown;
    if (error instanceof AppError) {
      return reply.status(error.status).headers(error.headers).send({ detail: error.detail });
    }
    if (error instanceof FieldValidationError) {
      return reply.status(422).send({
        detail: error.issues.map((i) => ({ loc: i.loc, msg: i.msg, type: 'value_error' })),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send({ detail: toValidationIssues(error) });
    }
    // Fastify's own client errors (bad JSON, wrong content type, body too large …).
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError'
          ? 'The request body is not valid JSON.'
          : error.message;
      return reply.status(status).send({ detail });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error.' });
  });

}
