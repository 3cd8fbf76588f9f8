import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * An injected request's status and headers only: the body is not waited for. The route walks use
 * it because one admin route (`GET /api/admin/events`) streams for as long as the session lasts, so
 * waiting for its whole answer would never end.
 */
export async function injectAnswerHead(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject({ ...options, payloadAsStream: true });
  response.stream().destroy();
  return { statusCode: response.statusCode, headers: response.headers };
}
