import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type HealthStatus, healthResponseSchemas } from '#shared/health.js';
import { responseSchemas } from './response-schemas.js';

/** `GET /health`, at the root (the seed's contract): a real query proves the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { response: responseSchemas(healthResponseSchemas) },
    },
    async (request, reply) => {
      const base = { database: app.database.kind } as const;
      reply.header('cache-control', 'no-store');
      try {
        await app.database.ping();
        const data: HealthStatus = { status: 'healthy', ...base };
        return reply.send({ success: true, data });
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        const data: HealthStatus = { status: 'unhealthy', ...base };
        return reply.code(503).send({ success: false, message: 'Database unreachable', data });
      }
    },
  );
}
