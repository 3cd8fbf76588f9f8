import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responseSchemas } from '#server/routes/response-schemas.js';
import { apiFailureSchema, failure } from '#shared/api-envelope.js';
import { previewPagePath } from '#shared/preview-path.js';

/** Per client IP: each preview page is rendered on request, so fewer than the site's cached pages. */
const previewRateLimit = { max: 120, timeWindow: '1 minute' };

const htmlPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

const previewParamsSchema = z.object({
  token: z.string().max(100),
  /** The page's path after the token, without its leading slash: 'retail', 'brands/hp', ''. */
  '*': z.string().max(2048).optional(),
});

/**
 * `GET /preview/:token/<page path>` (public; the unguessable token is the capability): the page
 * with the admin's unpublished draft (services/pages/page-previews.ts), with a banner saying so.
 * Never cached, never indexed, and its address (which holds the token) is sent to no one as a
 * referrer. An unknown or expired token is a 404.
 */
export async function previewPageRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply) => {
    reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer');
  });

  const options = {
    config: { rateLimit: previewRateLimit },
    schema: {
      params: previewParamsSchema,
      response: responseSchemas({
        200: htmlPage('The page, with the draft'),
        301: z.null().describe('The page is at this address in another letter case'),
        404: {
          description: 'No such preview (or it expired), or no such page in it',
          content: { 'application/json': { schema: apiFailureSchema }, 'text/html': { schema: z.string() } },
        },
      }),
    },
  } as const;

  // `/preview/<token>` alone is the home page, as `/preview/<token>/` is.
  for (const url of ['/:token', '/:token/*']) {
    app.get(url, options, async (request, reply) => {
      const { token } = request.params;
      const pagePath = `/${(request.params['*'] ?? '').replace(/\/+$/, '')}`;
      const previews = app.pagePreviews;
      const found = previews && (await previews.render(token, pagePath));
      if (!found) {
        return reply
          .code(404)
          .send(
            failure(
              'This preview has expired or does not exist. Open Preview again in the admin.',
              'not_found',
            ),
          );
      }
      if (found.kind === 'redirect') return reply.redirect(previewPagePath(token, found.pagePath), 301);
      return reply.code(found.statusCode).type('text/html; charset=utf-8').send(found.html);
    });
  }
}
