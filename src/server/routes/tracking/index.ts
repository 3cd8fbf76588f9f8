import type { FastifyInstance } from 'fastify';

/** `/api/tracking` routes. */
export async function trackingRoutes(_app: FastifyInstance) {}
