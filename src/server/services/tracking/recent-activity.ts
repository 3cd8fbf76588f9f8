import type { Kysely } from 'kysely';
import type { RecentActivity, VisitorCount } from '../../../shared/tracking.js';
import { listRecentChats } from '../../db/chats-repository.js';
import type { Database } from '../../db/schema.js';
import { countVisits, listRecentPageViews, listRecentVisits } from '../../db/visitors-repository.js';

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
