import type { Kysely } from 'kysely';
import { listRecentChats } from '#server/db/chats-repository.js';
import type { Database } from '#server/db/schema.js';
import { countVisits, listRecentPageViews, listRecentVisits } from '#server/db/visitors-repository.js';
import type { RecentActivity, VisitorCount } from '#shared/tracking.js';

/** Every human visit recorded, and the distinct sessions among them. */
export async function readVisitorCount(db: Kysely<Database>): Promise<VisitorCount> {
  return countVisits(db);
}

/** The newest `limit` human visits, page views and chats, newest first. */
export async function readRecentActivity(db: Kysely<Database>, limit: number): Promise<RecentActivity> {
  const [visitors, pageViews, chats] = await Promise.all([
    listRecentVisits(db, limit),
    listRecentPageViews(db, limit),
    listRecentChats(db, limit),
  ]);
  return { visitors, pageViews, chats };
}
