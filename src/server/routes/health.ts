import type { FastifyInstance } from 'fastify';
import type { HealthStatus } from '../../shared/health.js';
import { appVersion } from '../version.js';

/** `GET /health`, at the root (the seed's contract): a real query proves the database answers. */
export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const base = { database: app.database.kind, version: appVersion } as const;
      try {
        await app.database.ping();
        const data: HealthStatus = { status: 'healthy', ...base };
        return reply.header('cache-control', 'no-store').send({ success: true, data });
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        const data: HealthStatus = { status: 'unhealthy', ...base };
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .send({ success: false, message: 'Database unreachable', data });
      }
    },
  );
}
