import type { FastifyInstance } from 'fastify';
import { startAdminSession } from '#server/services/admin/admin-sessions.js';

/** Signs an admin in directly (no password round) and returns the headers for admin requests. */
export async function adminHeaders(app: FastifyInstance): Promise<{ authorization: string }> {
  const { token } = await startAdminSession(app.database.db, app.now());
  return { authorization: `Bearer ${token}` };
}
