/** Uploaded media live in the file store under `media/<sha256>`: no other file can be served as media. */
export function mediaKey(id: string): string {
  return `media/${id}`;
}
