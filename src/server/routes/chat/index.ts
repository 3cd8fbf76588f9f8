import type { FastifyInstance } from 'fastify';

/** `/api/chat` routes. */
export async function chatRoutes(_app: FastifyInstance) {}
