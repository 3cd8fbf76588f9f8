import type { FastifyRequest } from 'fastify';
import type { EnquiryScope } from '#server/db/enquiries-repository.js';
import { signedInAccount } from '#server/routes/admin-guard.js';

/**
 * Which offices' enquiries the signed-in person may see: a branch account only those of the offices
 * its account names (its branch keys, issue 26); the owner all of them. Every enquiry read and
 * change goes through this one function.
 */
export function enquiryScopeFor(request: FastifyRequest): EnquiryScope {
  const account = signedInAccount(request);
  return account.role === 'branch' ? { kind: 'offices', officeIds: account.branchKeys } : { kind: 'all' };
}
