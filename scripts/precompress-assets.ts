/**
 * Build step: writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every compressible public
 * file of the browser build, at the strongest settings, once. The server's static file handler
 * (`preCompressed` in src/server/plugins/static-site.ts) sends the copy the browser accepts, so no
 * request pays for compressing a 200 KB bundle again.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressibleExtensions = new Set(['.js', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
/** Below this, the compressed copy saves too little to be worth a file. */
const minimumSize = 1024;

export function precompressFiles(root: string): number {
  let written = 0;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !compressibleExtensions.has(path.extname(entry.name))) continue;
    const content = fs.readFileSync(file);
    if (content.length < minimumSize) continue;
    fs.writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
    written += 1;
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const clientDirectory = path.join(path.resolve(process.env.BUILD_DIR ?? 'dist'), 'client');
  console.log(`precompressed ${precompressFiles(clientDirectory)} files in ${clientDirectory}`);
}
