import type { Kysely } from 'kysely';
import { sampleOwnerEmail } from '#content/site-text.js';
import type { Database } from '#server/db/schema.js';
import { findFirstOwner } from '#server/db/staff-accounts-repository.js';
import type { LaunchChecklistItem } from '#shared/content.js';

/**
 * The launch checklist's entry for the first owner while it still signs in with the sample e-mail
 * (ADMIN_EMAIL was not set): the real address replaces it at the next start with ADMIN_EMAIL set.
 */
export async function sampleOwnerEmailItems(db: Kysely<Database>): Promise<LaunchChecklistItem[]> {
  const owner = await findFirstOwner(db);
  if (owner?.email !== sampleOwnerEmail) return [];
  return [{ collection: 'accounts', path: 'owner.email', value: owner.email, reason: 'sample-owner-email' }];
}
