/**
 * The build's first step (scripts/build.ts; `npm run dev` runs it too): draws the sample photos,
 * logos, favicon and share image into src/web/public (git-ignored; Vite copies it into the
 * build), skipping what is already up to date, then fails loudly if any media file the site
 * refers to is missing. The sample videos are committed; scripts/generate-sample-videos.sh made them.
 */
import path from 'node:path';
import { assertMediaComplete, MissingMediaError } from './media/media-check.js';
import { generateMedia } from './media/media-generator.js';

const publicDirectory = path.resolve('src/web/public');
const stampFile = path.resolve('node_modules/.cache/generate-media/stamp.json');

try {
  const report = await generateMedia({ publicDirectory, stampFile });
  console.log(
    `media: ${report.generated} generated, ${report.upToDate} up to date, ${report.removed} stale file(s) removed, in ${(report.milliseconds / 1000).toFixed(1)} s`,
  );
  assertMediaComplete(publicDirectory);
} catch (error) {
  if (error instanceof MissingMediaError) {
    console.error(
      `\nMEDIA CHECK FAILED. ${error.message}\nAdd the files, or the content entries that name them, and build again.\n`,
    );
    process.exit(1);
  }
  throw error;
}
