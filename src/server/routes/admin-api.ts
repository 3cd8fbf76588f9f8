import type { FastifyInstance } from 'fastify';
import { adminTokenSecurity } from '#server/plugins/api-docs.js';
import { namedLimiter } from '#server/plugins/rate-limiting.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import { imageDecodeCapacity } from '#server/services/media/decode-capacity.js';
import { createWorkCapacity } from '#server/services/work-capacity.js';
import { secondFactorPolicyRoutes } from './accounts/second-factor-policy-routes.js';
import { usersRoutes } from './accounts/users-routes.js';
import { adminEventsRoute } from './admin-events/admin-events-route.js';
import { adminGuard } from './admin-guard.js';
import { analyticsRoutes } from './analytics/index.js';
import { auditRoutes } from './audit/audit-routes.js';
import { passwordChangeRoute } from './auth/password-change-route.js';
import { secondFactorRoutes } from './auth/second-factor-routes.js';
import { adminSessionRoutes } from './auth/session-routes.js';
import { applicationsAdminRoutes } from './careers/applications-admin-routes.js';
import { openingsAdminRoutes } from './careers/openings-admin-routes.js';
import { contentDraftsRoutes } from './content/drafts-routes.js';
import { contentRoutes } from './content/index.js';
import { apiDocsRoute } from './docs/api-docs-route.js';
import { enquiriesAdminRoutes } from './enquiries/enquiries-admin-routes.js';
import { mediaLibraryRoutes } from './media/media-library-routes.js';
import { mediaUploadRoute } from './media/media-upload-route.js';
import { noStore } from './no-store.js';
import { seedAdminReadRoutes } from './seed-client-compatibility/admin-reads.js';

/** Per client IP, over the whole admin API: a dashboard view reads about ten endpoints at once. */
const adminRateLimit = { max: 600, timeWindow: '1 minute' };

/**
 * The admin API, one encapsulated scope, so every route registered in it is protected by
 * construction: one rate limit, then the guard (401 without a valid bearer token, 403 for a role
 * the route's entry in src/shared/role-access.ts does not name), both before the body is read; and every answer `no-store`, since they carry personal data. Admin routes are
 * registered here and nowhere else; a test walks every route to prove each answers 401.
 */
export async function adminApi(app: FastifyInstance) {
  app.addHook('onRequest', app.rateLimit(namedLimiter('admin', adminRateLimit)));
  app.addHook(
    'onRequest',
    adminGuard(app, (request, refusal) => auditRequest(request, refusal, `${request.method} ${request.url}`)),
  );
  app.addHook('onSend', noStore);
  // The OpenAPI document shows each route of the scope as needing the admin's token.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: adminTokenSecurity };
  });

  await app.register(adminSessionRoutes, { prefix: '/auth' });
  await app.register(secondFactorRoutes, { prefix: '/auth' });
  await app.register(passwordChangeRoute, { prefix: '/auth' });
  await app.register(seedAdminReadRoutes, { prefix: '/tracking' });
  await app.register(analyticsRoutes, { prefix: '/analytics' });
  await app.register(applicationsAdminRoutes, { prefix: '/careers' });
  await app.register(openingsAdminRoutes, { prefix: '/careers' });
  await app.register(contentRoutes, { prefix: '/content' });
  await app.register(contentDraftsRoutes, { prefix: '/admin/content/drafts' });
  // Uploads and focal point changes decode images within one bound (decode-capacity.ts).
  const withDecodeSlot = createWorkCapacity(imageDecodeCapacity);
  await app.register(mediaUploadRoute, { prefix: '/media', withDecodeSlot });
  await app.register(mediaLibraryRoutes, { prefix: '/media', withDecodeSlot });
  await app.register(enquiriesAdminRoutes, { prefix: '/admin' });
  await app.register(apiDocsRoute, { prefix: '/docs' });
  await app.register(usersRoutes, { prefix: '/admin' });
  await app.register(auditRoutes, { prefix: '/admin' });
  await app.register(secondFactorPolicyRoutes, { prefix: '/admin' });
  await app.register(adminEventsRoute, { prefix: '/admin' });
}
