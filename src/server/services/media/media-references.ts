import { isMediaId, mediaIdOfUrl } from '#shared/media-id.js';

export type MediaReferenceInDocument = { path: string; id: string };

/**
 * Every upload a content document names, with the dot path of the value that names it: a photo's
 * id that is a media id, or an address `/media/<id>` (a logo, a video file).
 */
export function mediaReferencesIn(value: unknown, path = ''): MediaReferenceInDocument[] {
  if (typeof value === 'string') {
    const id = isMediaId(value) ? value : mediaIdOfUrl(value);
    return id ? [{ path, id }] : [];
  }
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    mediaReferencesIn(child, path ? `${path}.${key}` : key),
  );
}
