import { collectionNames, type SiteContent } from '#content/index.js';
import type { LaunchChecklistItem, SampleReason } from '#shared/content.js';
import { isMediaId } from '#shared/media-id.js';

/**
 * What still looks like a sample in the published content, so the company knows what is left to
 * fill in before launch: example.com addresses, '00000' numbers, names and texts marked as samples,
 * and photos that are generated illustrations (not uploaded).
 */
const checks: { reason: SampleReason; test: (text: string) => boolean }[] = [
  { reason: 'example-address', test: (text) => /\bexample\.(com|org|net)\b/i.test(text) },
  // The samples' numbers: Kolkata landlines whose number starts with 0, which no real one does
  // ('+91 33 0000 0012'), the CIN's run of zeros, and the '00000' of older samples.
  { reason: 'sample-number', test: (text) => /\+91 33 0000 \d{4}\b|0{6}|\b0{5}\b|\+91 0{5}/.test(text) },
  { reason: 'sample-name', test: (text) => /\(sample\b|\bsample\b[: ]|placeholder/i.test(text) },
];

export function launchChecklist(content: SiteContent): LaunchChecklistItem[] {
  const items: LaunchChecklistItem[] = [];
  for (const collection of collectionNames) {
    visit(
      content[collection],
      '',
      (path, value) => {
        const reason = checks.find((check) => check.test(value))?.reason;
        if (reason) items.push({ collection, path, value, reason });
      },
      (path, photoId) => {
        // A photo id that is not an upload's media id names a generated sample illustration.
        if (!isMediaId(photoId)) {
          items.push({ collection, path, value: photoId, reason: 'sample-media' });
        }
      },
    );
  }
  return items;
}

/** Walks a document: every string, with its dot path; every photo (an object with `id` and `alt`). */
function visit(
  value: unknown,
  path: string,
  onText: (path: string, text: string) => void,
  onPhoto: (path: string, id: string) => void,
): void {
  if (typeof value === 'string') {
    onText(path, value);
    return;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) visit(item, join(path, String(index)), onText, onPhoto);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  if (typeof record.id === 'string' && typeof record.alt === 'string') onPhoto(join(path, 'id'), record.id);
  for (const [key, child] of Object.entries(record)) {
    // A photo's id is checked as media above, not as text.
    if (key === 'id' && typeof record.alt === 'string') continue;
    visit(child, join(path, key), onText, onPhoto);
  }
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}
