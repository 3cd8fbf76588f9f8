import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { responseSchemas, streamedFile } from '#server/routes/response-schemas.js';
import { apiMessageSchema, apiSuccessSchema } from '#shared/api-envelope.js';
import type { Endpoint, FileEndpoint, JsonEndpoint } from '#shared/endpoint.js';

/**
 * A route's method, URL and schemas from its shared endpoint definition, for `app.route`:
 *
 *   app.route({ ...endpointRoute(app, inviteAccountEndpoint), handler: async (request) => … })
 *
 * The definition holds the full path; the URL is what is left of it under the plugin's prefix, so
 * the server restates neither. A definition outside the plugin's prefix is a programming error,
 * found when the server starts.
 */
export function endpointRoute<const Definition extends Endpoint>(app: FastifyInstance, endpoint: Definition) {
  // Only the schemas the endpoint has: Fastify warns of a schema key whose value is undefined.
  const schema = Object.fromEntries(
    Object.entries({ params: endpoint.params, querystring: endpoint.query, body: endpoint.body }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  return {
    method: endpoint.method,
    url: pathUnder(endpoint, app.prefix),
    schema: {
      ...(schema as {
        params: Definition['params'];
        querystring: Definition['query'];
        body: Definition['body'];
      }),
      response: 'file' in endpoint ? fileResponse(endpoint) : jsonResponse(endpoint),
    },
  };
}

function jsonResponse(endpoint: JsonEndpoint) {
  const answer = endpoint.data ? apiSuccessSchema(endpoint.data) : apiMessageSchema;
  if (!endpoint.eventStream) return responseSchemas({ [endpoint.status ?? 200]: answer });
  return responseSchemas({
    [endpoint.status ?? 200]: {
      description: `One JSON envelope, or Server-Sent Events: ${endpoint.eventStream.description}`,
      content: { 'application/json': { schema: answer }, 'text/event-stream': { schema: z.string() } },
    },
  });
}

function fileResponse(endpoint: FileEndpoint) {
  return responseSchemas({ 200: streamedFile(endpoint.file.contentTypes, endpoint.file.description) });
}

/**
 * The endpoint's path as a route plugin registered under `prefix` declares it; the prefix itself
 * (`GET /api/media` under `/api/media`) is the plugin's root, `/`.
 */
export function pathUnder(endpoint: Endpoint, prefix: string): string {
  if (endpoint.path === prefix) return '/';
  if (!endpoint.path.startsWith(`${prefix}/`)) {
    throw new Error(`Endpoint ${endpoint.path} is not under ${prefix}`);
  }
  return endpoint.path.slice(prefix.length);
}
