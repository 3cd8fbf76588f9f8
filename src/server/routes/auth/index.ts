import type { FastifyInstance } from 'fastify';

/** `/api/auth` routes. */
export async function authRoutes(_app: FastifyInstance) {}
