// An upload's id and address, apart from the zod schemas of media.ts: the public pages' photo
// paths (src/content/assets.ts) use these, and must not pull zod into their bundles.

/** The SHA-256 of an upload as stored, in hex. */
export const MEDIA_ID = /^[0-9a-f]{64}$/;

/** An uploaded medium's id, as opposed to a generated sample's name ('about-office'). */
export function isMediaId(id: string): boolean {
  return MEDIA_ID.test(id);
}

/** Where an upload is served as it was stored: an image re-encoded in its own format, or a video. */
export function mediaUrl(id: string): string {
  return `/media/${id}`;
}

/** `/media/<id>` of an uploaded file, or undefined for any other address. */
export function mediaIdOfUrl(url: string): string | undefined {
  const id = url.startsWith('/media/') ? url.slice('/media/'.length) : '';
  return isMediaId(id) ? id : undefined;
}
