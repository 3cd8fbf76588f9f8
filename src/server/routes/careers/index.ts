import type { FastifyInstance } from 'fastify';

/** `/api/careers` routes. */
export async function careersRoutes(_app: FastifyInstance) {}
