import type { FastifyInstance } from 'fastify';
import { analyticsRoutes } from './analytics/index.js';
import { authRoutes } from './auth/index.js';
import { careersRoutes } from './careers/index.js';
import { chatRoutes } from './chat/index.js';
import { consentRoutes } from './consent/index.js';
import { trackingRoutes } from './tracking/index.js';

/** Everything under `/api`, one folder per part of the product. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(trackingRoutes, { prefix: '/tracking' });
  await app.register(consentRoutes, { prefix: '/consent' });
  await app.register(chatRoutes, { prefix: '/chat' });
  await app.register(careersRoutes, { prefix: '/careers' });
  await app.register(analyticsRoutes, { prefix: '/analytics' });
}
