/**
 * The API routes anyone may call. Every other route under `/api` is an admin route, so a new route
 * that forgets its guard fails security/admin-routes.test.ts instead of leaking data.
 */
export const publicApiRoutes = new Set([
  'POST /api/auth/login',
  'GET /api/auth/invitations/:token',
  'POST /api/auth/invitations/:token',
  'POST /api/auth/passkeys/sign-in-options',
  'POST /api/auth/passkeys/sign-in',
  'POST /api/auth/second-factor/passkey-options',
  'POST /api/auth/second-factor',
  'POST /api/tracking/visitor',
  'POST /api/tracking/chat',
  'POST /api/consent',
  'POST /api/chat',
  'POST /api/careers/apply',
  'POST /api/enquiries',
  'GET /api/places/position',
]);
