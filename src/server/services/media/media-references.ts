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

/**
 * The description of each upload a document shows as a photo (`{ id, alt }`, src/content/schemas/
 * fields.ts), the first where it is shown twice.
 */
export function photoDescriptionsIn(value: unknown): { id: string; altText: string }[] {
  const found = new Map<string, string>();
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const { id, alt } = node as Record<string, unknown>;
    if (typeof id === 'string' && isMediaId(id) && typeof alt === 'string' && alt.trim() && !found.has(id)) {
      found.set(id, alt.trim());
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(value);
  return [...found].map(([id, altText]) => ({ id, altText }));
}
