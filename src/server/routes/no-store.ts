import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An `onSend` hook for answers that carry tokens or personal data (IP addresses, chat messages,
 * applicants): no browser or proxy cache may keep them.
 */
export async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}
