import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { appVersion } from '#server/version.js';

/** The admin API's security scheme, named on each admin route by the admin scope. */
export const adminTokenSecurity = [{ adminToken: [] }];

const documentedPath = /^\/(api\/|health$)/;

/** Zod schemas as JSON Schema; a streamed file's body (no JSON Schema of its own) as its metadata says. */
const zodToJsonSchema = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } });

/**
 * Collects every API route with its zod schemas, turned into JSON Schema, for the OpenAPI
 * document that `GET /api/docs/openapi.json` serves (admin only). Registered before the routes,
 * which it can only see being added. The site's pages and files are not part of the API.
 */
export const apiDocs = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Sample Infotech Group website API',
          description:
            'Answers are `{ success, data?, message? }`. Admin routes need `Authorization: Bearer <token>` from `POST /api/auth/login`.',
          version: appVersion,
        },
        components: {
          securitySchemes: { adminToken: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: (document) =>
        documentedPath.test(document.url)
          ? zodToJsonSchema(document)
          : { schema: { hide: true }, url: document.url },
    });
  },
  { name: 'api-docs' },
);
