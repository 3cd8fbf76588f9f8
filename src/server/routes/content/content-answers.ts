import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type CollectionName, collectionNames, collections } from '#content/index.js';
import { auditRequest } from '#server/services/audit/audit-log.js';
import type { PublishConflict } from '#server/services/content/content-store.js';
import { type PreviewCreated, previewRetryAfterSeconds } from '#server/services/pages/page-previews.js';
import { CapacityBusyError } from '#server/services/work-capacity.js';
import { failure, success } from '#shared/api-envelope.js';
import { publishConflictFailureSchema } from '#shared/content-drafts.js';
import type { Endpoint } from '#shared/endpoint.js';
import { defaultLanguageOf, pathInLanguage } from '#shared/languages.js';
import { previewPagePath } from '#shared/preview-path.js';

/** `:collection` of the content routes: one of the collections. */
const collectionParamsSchema = z.object({
  collection: z.enum(collectionNames, `collection must be one of: ${collectionNames.join(', ')}`),
});

/**
 * A content endpoint as the server registers it: its `:collection` narrowed to the site's
 * collections. The shared definition accepts any name, since src/shared never imports the content.
 */
export function onSiteCollections<Definition extends Endpoint & { params: z.ZodObject }>(
  endpoint: Definition,
): Omit<Definition, 'params'> & {
  params: z.ZodObject<
    Omit<Definition['params']['shape'], 'collection'> & typeof collectionParamsSchema.shape
  >;
} {
  // What `extend` gives, typed for the caller's concrete definition (TypeScript cannot resolve an
  // extended generic shape inside this function).
  return { ...endpoint, params: endpoint.params.extend(collectionParamsSchema.shape) } as never;
}

/** A publishing route's answers with its 409, whose conflicts the generic failure schema would drop. */
export function withConflictAnswer<Route extends { schema: { response: object } }>(route: Route) {
  const response = { ...route.schema.response, 409: publishConflictFailureSchema };
  return { ...route, schema: { ...route.schema, response } };
}

/**
 * The 400 answer for a document that breaks its collection's rules: the first problem (with the
 * collection's title, when several were sent together), and one message per field.
 */
export function invalidDocumentBody(fields: Record<string, string>, collection?: CollectionName) {
  const [path, problem] = Object.entries(fields)[0] ?? ['(document)', 'Invalid content'];
  const where = collection ? `${collections[collection].title}, ${path}` : path;
  return { ...failure(`${where}: ${problem}`, 'validation_failed'), fields };
}

/** The 409 answer of a publish someone else's publish overtook: what they changed, by collection and field. */
export function publishConflictBody(conflicts: readonly PublishConflict[]) {
  const described = conflicts.map(
    ({ collection, latestRevision, differences }) =>
      `${collections[collection].title} (now revision ${latestRevision}; changed: ${differences.join(', ') || 'nothing you can see'})`,
  );
  const message = `Someone published ${described.join('; ')} since you opened it. Nothing was published; reload to see their changes, then publish yours again.`;
  return { ...failure(message, 'conflict'), conflicts: [...conflicts] };
}

/** The 503 answer of a preview on a server without the built web app to render it with. */
export const noPreviewsBody = failure('There is no built web app to render a preview with', 'unavailable');

/**
 * The answer of a preview made of `names`: where to see each page that shows the drafts, in every
 * language. The preview link is recorded in the audit log first (issue 46): of which collections,
 * how many pages, until when.
 */
export async function previewCreatedAnswer(
  request: FastifyRequest,
  names: readonly CollectionName[],
  created: Extract<PreviewCreated, { kind: 'created' }>,
) {
  const pageCount = created.pagePaths.length === 1 ? '1 page' : `${created.pagePaths.length} pages`;
  const until = created.expiresAt.slice(11, 16);
  await auditRequest(request, 'content-preview', names.join(', '), `${pageCount}, open until ${until} UTC`);

  const defaultLanguage = defaultLanguageOf(created.languages);
  const otherLanguages = created.languages.filter((language) => language !== defaultLanguage);
  const pages = created.pagePaths.map((path) => ({
    path,
    previewPath: previewPagePath(created.token, path),
    inOtherLanguages: otherLanguages.map((language) => ({
      language: language.code,
      name: language.englishName,
      previewPath: previewPagePath(created.token, pathInLanguage(path, language, created.languages)),
    })),
  }));
  return success({ expiresAt: created.expiresAt, pages });
}

/** A preview creation refused for want of capacity reads as undefined; any other error is thrown on. */
export function unlessPreviewsBusy(error: unknown): undefined {
  if (error instanceof CapacityBusyError) return undefined;
  throw error;
}

/** The 503 answer while too many previews are being made at once. */
export function sendPreviewsBusy(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', String(previewRetryAfterSeconds))
    .send(failure('Too many previews are being made at once; try again in a few seconds', 'unavailable'));
}
