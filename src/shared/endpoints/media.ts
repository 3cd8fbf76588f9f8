import { z } from 'zod';
import { defineEndpoint } from '#shared/endpoint.js';
import {
  focalPointSchema,
  mediaIdSchema,
  mediaLibraryItemSchema,
  mediaLibraryQuerySchema,
  mediaUpdateSchema,
  uploadedMediaSchema,
} from '#shared/media.js';

// The media library (admin scope; src/shared/role-access.ts). The files themselves are served to
// visitors by `GET /api/media/:file`, which is not an admin endpoint.

const mediaIdParamsSchema = z.object({ id: mediaIdSchema });

/**
 * Uploads one image (JPEG, PNG, WebP, AVIF) or video (MP4, WebM), sent as multipart/form-data in
 * the field `file` (`mediaUploadFieldName`); 413 when too large, 503 while images are being processed.
 */
export const uploadMediaEndpoint = defineEndpoint('POST /api/media', {
  data: uploadedMediaSchema,
  status: 201,
});

/** Every upload (or those whose name or description contains `search`), newest first, with where the content uses it. */
export const mediaLibraryEndpoint = defineEndpoint('GET /api/media', {
  query: mediaLibraryQuerySchema,
  data: z.object({ media: z.array(mediaLibraryItemSchema) }),
});

/** An upload's description. */
export const describeMediaEndpoint = defineEndpoint('PATCH /api/media/:id', {
  params: mediaIdParamsSchema,
  body: mediaUpdateSchema,
  data: mediaLibraryItemSchema,
});

/** Crops a photo's variants again around the focal point; 503 with Retry-After while images are being processed. */
export const focalPointEndpoint = defineEndpoint('PUT /api/media/:id/focal-point', {
  params: mediaIdParamsSchema,
  body: focalPointSchema,
  data: mediaLibraryItemSchema,
});

/** Removes an upload no content revision uses; 409 says where it is used. */
export const removeMediaEndpoint = defineEndpoint('DELETE /api/media/:id', {
  params: mediaIdParamsSchema,
  data: z.object({ id: mediaIdSchema }),
});
