import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responseSchemas } from '#server/routes/response-schemas.js';

/** The OpenAPI document's outline; the rest of it passes through as @fastify/swagger made it. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** `GET /api/docs/openapi.json`: the API's OpenAPI document, made from the routes' own schemas. Admin scope. */
export async function apiDocsRoute(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/openapi.json',
      { schema: { response: responseSchemas({ 200: openApiDocumentSchema }) } },
      async () => openApiDocumentSchema.parse(app.swagger()),
    );
}
