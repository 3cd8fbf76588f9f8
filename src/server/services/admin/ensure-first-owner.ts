import type { Kysely } from 'kysely';
import { sampleOwnerEmail } from '#content/site-text.js';
import type { Database } from '#server/db/schema.js';
import {
  createFirstOwner,
  findFirstOwner,
  replaceAccountPassword,
  updateAccountEmail,
} from '#server/db/staff-accounts-repository.js';
import { normaliseEmail } from '#shared/accounts.js';
import { generatePassword, hashPassword, verifyPassword } from './password-hashing.js';

type FirstOwnerOutcome =
  | { kind: 'unchanged' }
  | { kind: 'set-from-environment' }
  | { kind: 'upgraded' }
  | { kind: 'generated'; password: string };

/**
 * Makes sure the first owner exists. The first start creates it with ADMIN_EMAIL (else the sample
 * owner@example.com, which the launch checklist names) and ADMIN_PASSWORD; without a password it
 * makes a strong one and returns it so the caller prints it once (only its hash is stored). An
 * installation of before accounts keeps its password: its stored hash becomes the owner's.
 * Later starts apply a changed ADMIN_PASSWORD (ending the owner's sessions) or ADMIN_EMAIL.
 */
export async function ensureFirstOwner(
  db: Kysely<Database>,
  environment: { password: string | undefined; email: string | undefined },
  now: Date = new Date(),
): Promise<FirstOwnerOutcome> {
  const email = environment.email === undefined ? undefined : normaliseEmail(environment.email);
  const existing = await findFirstOwner(db);
  let generated: string | undefined;
  let upgraded = false;
  if (!existing) {
    const created = await createFirstOwner(db, {
      name: 'Owner',
      email: email ?? sampleOwnerEmail,
      passwordHash: () => {
        generated = environment.password === undefined ? generatePassword() : undefined;
        return hashPassword(environment.password ?? generated ?? '');
      },
      now: now.toISOString(),
    });
    if (!created) return ensureFirstOwner(db, environment, now);
    upgraded = created.upgraded;
    if (!upgraded)
      return generated ? { kind: 'generated', password: generated } : { kind: 'set-from-environment' };
  }
  const owner = existing ?? (await findFirstOwner(db));
  if (!owner) throw new Error('the first owner vanished while it was being set up');
  if (email !== undefined && owner.email !== email) {
    await updateAccountEmail(db, owner.id, email, now.toISOString());
  }
  if (
    environment.password !== undefined &&
    !(owner.password_hash && (await verifyPassword(environment.password, owner.password_hash)))
  ) {
    await replaceAccountPassword(db, owner.id, await hashPassword(environment.password), now.toISOString());
    return { kind: 'set-from-environment' };
  }
  return upgraded ? { kind: 'upgraded' } : { kind: 'unchanged' };
}
