import type { FastifyInstance } from 'fastify';

/** `/api/consent` routes. */
export async function consentRoutes(_app: FastifyInstance) {}
