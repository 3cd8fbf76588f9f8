import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { fontFile, languageFonts } from '#shared/language-fonts.js';

/** The package files of every language's font: 'node_modules/@fontsource/…/…-400-normal.woff2'. */
function languageFontFiles(projectRoot: string): string[] {
  return Object.values(languageFonts).flatMap((font) =>
    font.weights.map((weight) => path.join(projectRoot, 'node_modules', fontFile(font, weight))),
  );
}

/**
 * The languages' font files (src/shared/language-fonts.ts) in the browser build, hashed under
 * /assets/ like the other assets. No browser code imports them: the server's build names them in
 * the pages' heads (src/web/app/language-font-tags.ts imports them with `?url`, and does not
 * write them out), and both builds name an asset by its name and content, so the names agree. The
 * server build checks that: each font file it names must be in the browser build beside it.
 */
export function languageFontsPlugin(projectRoot: string): Plugin {
  let outDir = '';
  let isSsrBuild = false;
  return {
    name: 'language-fonts',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
    },
    buildStart() {
      if (isSsrBuild) return;
      for (const file of languageFontFiles(projectRoot)) {
        this.emitFile({ type: 'asset', name: path.basename(file), source: fs.readFileSync(file) });
      }
    },
    writeBundle(_options, bundle) {
      if (!isSsrBuild) return;
      const clientDir = path.join(outDir, '..', 'client');
      const code = Object.values(bundle)
        .map((output) => (output.type === 'chunk' ? output.code : ''))
        .join('\n');
      const problems = languageFontFiles(projectRoot).flatMap((file) => {
        const stem = path.basename(file, '.woff2');
        const url = code.match(new RegExp(`/assets/${stem}-[\\w-]+\\.woff2`))?.[0];
        if (!url) return [`${stem} is not named`];
        return fs.existsSync(path.join(clientDir, url)) ? [] : [`${url} is missing`];
      });
      if (problems.length > 0) {
        throw new Error(
          `The pages' font files do not match the browser build (${problems.join('; ')}): build the client first, as scripts/build.ts does`,
        );
      }
    },
  };
}
