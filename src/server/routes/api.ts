import type { FastifyInstance } from 'fastify';
import { adminApi } from './admin-api.js';
import { invitationRoute } from './auth/invitation-route.js';
import { loginRoute } from './auth/login-route.js';
import { applyRoute } from './careers/apply-route.js';
import { chatRoutes } from './chat/index.js';
import { consentRoutes } from './consent/index.js';
import { publishedContentRoute } from './development/published-content-route.js';
import { enquiryRoute } from './enquiries/enquiry-route.js';
import { placesRoutes } from './places/index.js';
import { seedChatRecordRoute } from './seed-client-compatibility/chat-record-route.js';
import { visitorTrackingRoute } from './tracking/visitor-tracking-route.js';

/**
 * Everything under `/api`: the public endpoints, each validating its input and rate-limited on its
 * own, then the admin scope, which guards every route registered in it.
 */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(loginRoute, { prefix: '/auth' });
  await app.register(invitationRoute, { prefix: '/auth' });
  await app.register(visitorTrackingRoute, { prefix: '/tracking' });
  await app.register(seedChatRecordRoute, { prefix: '/tracking' });
  await app.register(consentRoutes);
  await app.register(chatRoutes, { prefix: '/chat' });
  await app.register(applyRoute, { prefix: '/careers' });
  await app.register(enquiryRoute);
  await app.register(placesRoutes, { prefix: '/places' });
  await app.register(adminApi);
  if (app.config.nodeEnv === 'development') await app.register(publishedContentRoute, { prefix: '/dev' });
}
