import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failure } from '#shared/api-envelope.js';
import { controlCharacterMessage, fieldWithNul } from '#shared/control-characters.js';

/**
 * No request's text may hold a NUL (U+0000): PostgreSQL cannot store one in a text value and
 * answered 500, where SQLite took it. One check for every route, before its own validation, on
 * the parsed body, the query and the path's parameters: a 400 naming the field, on both engines,
 * whatever the route's schema says. Multipart fields (an application) are read by their route,
 * which stores control characters as spaces.
 */
export const nulCharacters = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request, reply) => {
    const field = fieldWithNul(request.params) ?? fieldWithNul(request.query) ?? fieldWithNul(request.body);
    if (field === undefined) return;
    const message = `${field} ${controlCharacterMessage}`;
    return reply
      .code(400)
      .send({ ...failure(message, 'validation_failed'), fields: { [field]: controlCharacterMessage } });
  });
});
