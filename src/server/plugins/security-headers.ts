import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers on every answer. The Content-Security-Policy allows scripts only from our own
 * origin (the pre-rendered pages load their bundles by URL and carry no inline script) and no
 * third-party origin for anything. Inline style attributes stay allowed: React renders brand
 * gradients as `style`, which cannot run code.
 *
 * Helmet's middleware is built once here and run on every request. (@fastify/helmet rebuilt it,
 * parsing the whole policy again, for each request: 5% of the server's time under ingest load.)
 */
/**
 * Browser features no page of ours uses, switched off for our pages and anything they embed: a
 * script that got in could not reach the camera, microphone, location, payments or devices.
 * Fullscreen and picture-in-picture stay for our own videos.
 */
const permissionsPolicy = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'serial=()',
  'usb=()',
].join(', ');

export const securityHeaders = fp(async (app: FastifyInstance) => {
  const isHttps = app.config.siteUrl.startsWith('https://');
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: isHttps ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // Helmet sets only fixed headers here; with the policy checked at start-up it has nothing to fail.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', permissionsPolicy);
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
});
