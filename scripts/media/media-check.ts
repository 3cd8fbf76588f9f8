// The build's check that every media file the sample content refers to exists (the first
// revision of a new database): each logo, video and image path named anywhere in it, each photo in
// each format and width, and the favicon. It
// runs after generation, so a logo the generator does not make (or a missing video) stops the
// build with its name, instead of visitors' browsers discovering it.

import fs from 'node:fs';
import path from 'node:path';
import { photoFormats, photoPath, photoWidths } from '#content/assets.js';
import { sampleContent } from '#content/samples/index.js';
import { allPhotos } from '#content/samples/photos.js';
import { faviconPath, publicFile } from './media-tasks.js';

const mediaPathPattern = /^\/(logos|media|images|photos)\/[^?#]+\.[a-z0-9]+$/;

/** Every media URL path among the strings of the sample content. */
export function mediaPathsInContent(root: unknown = sampleContent): string[] {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (mediaPathPattern.test(value)) found.add(value);
      return;
    }
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    for (const child of Object.values(value)) visit(child);
  };
  visit(root);
  return [...found].sort();
}

/** Every file the site needs from the public folder. */
export function requiredMediaPaths(): string[] {
  const photoFiles = allPhotos.flatMap((photo) =>
    photoWidths.flatMap((width) => photoFormats.map((format) => photoPath(photo.id, format, width))),
  );
  return [...new Set([...mediaPathsInContent(), ...photoFiles, faviconPath])];
}

export function missingMediaFiles(publicDirectory: string, urlPaths: readonly string[]): string[] {
  return urlPaths.filter((urlPath) => !fs.existsSync(path.join(publicDirectory, publicFile(urlPath))));
}

export class MissingMediaError extends Error {
  constructor(readonly missing: readonly string[]) {
    super(
      `${missing.length} media file(s) the site refers to do not exist in the public folder:\n` +
        missing.map((urlPath) => `  ${urlPath}`).join('\n'),
    );
    this.name = 'MissingMediaError';
  }
}

/** Throws MissingMediaError naming every required file that is not there. */
export function assertMediaComplete(
  publicDirectory: string,
  urlPaths: readonly string[] = requiredMediaPaths(),
): void {
  const missing = missingMediaFiles(publicDirectory, urlPaths);
  if (missing.length > 0) throw new MissingMediaError(missing);
}
