import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '#server/db/database-unavailable.js';
import { type ApiErrorCode, failure } from '#shared/api-envelope.js';

const codeByStatus: Record<number, ApiErrorCode> = {
  400: 'validation_failed',
  401: 'unauthorized',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
  503: 'unavailable',
};

/**
 * The one error handler. A client error answers with its own message (and, for a rejected body,
 * each field's message). A server error is logged with the request id and answered with a generic
 * message: no stack trace or SQL ever reaches the client.
 */
export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').split('/')[0] || 'body';
        fields[field] ??= issue.message ?? 'Invalid value';
      }
      const message = error.validation[0]?.message ?? 'Invalid request';
      return reply.code(400).send({ ...failure(message, 'validation_failed'), fields });
    }

    const statusCode = isDatabaseUnavailable(error)
      ? 503
      : error.statusCode && error.statusCode >= 400
        ? error.statusCode
        : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      const message = statusCode === 503 ? 'Service temporarily unavailable' : 'Internal server error';
      return reply.code(statusCode).send(failure(message, codeByStatus[statusCode] ?? 'internal_error'));
    }
    request.log.info({ err: { message: error.message, code: error.code } }, 'request rejected');
    return reply.code(statusCode).send(failure(error.message, codeByStatus[statusCode]));
  });
});
