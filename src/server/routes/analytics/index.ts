import type { FastifyInstance } from 'fastify';

/** `/api/analytics` routes. */
export async function analyticsRoutes(_app: FastifyInstance) {}
