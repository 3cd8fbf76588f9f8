import type { FastifyRequest } from 'fastify';
import type { EnquiryScope } from '#server/db/enquiries-repository.js';

/**
 * Which offices' enquiries the signed-in person may see. Every admin today is the owner, so all
 * offices; when staff accounts carry roles, a branch account's scope is its own offices (issue 26).
 * Every enquiry read and change goes through this one function.
 */
export function enquiryScopeFor(_request: FastifyRequest): EnquiryScope {
  return { kind: 'all' };
}
