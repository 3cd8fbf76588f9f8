import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devPagesPlugin } from './scripts/dev-pages-plugin.js';
import { languageFontsPlugin } from './scripts/language-fonts-plugin.js';
import { publicSharedModule } from './scripts/public-chunk.js';

const webRoot = path.resolve(import.meta.dirname, 'src/web');

/**
 * Modules that only define things: the content schemas and helpers, the shared rules, and each
 * feature's public index. Declared free of side effects, so an island that takes one helper from
 * such a module (through a barrel) gets that helper, not every schema beside it and zod with
 * them (issue 32: /careers and /brands/hp evaluated 111 KB of schemas at load for a date format
 * and a button).
 */
const definitionsOnly =
  /[\\/]src[\\/](content|shared)[\\/]|[\\/]src[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
const apiOrigin = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

/**
 * The web app lives in src/web. `vite build` makes the browser bundles in dist/client: the public
 * pages' entry (index.html, which hydrates the islands of a server-rendered page) and the admin
 * screens' (admin.html). `vite build --ssr` makes dist/ssr/entry-server.js, which renders the
 * public pages to HTML. `npm run dev` renders the pages from source (scripts/dev-pages-plugin.ts)
 * with the API proxied to the server.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    devPagesPlugin(webRoot, apiOrigin),
    languageFontsPlugin(import.meta.dirname),
  ],
  // scripts/build.ts passes --outDir (under BUILD_DIR); these are the defaults.
  build: isSsrBuild
    ? {
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        // The public files are served from dist/client; the server build needs none of them.
        copyPublicDir: false,
        rollupOptions: { input: path.join(webRoot, 'entry-server.tsx') },
      }
    : {
        outDir: '../../dist/client',
        emptyOutDir: true,
        assetsInlineLimit: 0,
        // No <link rel="modulepreload"> in the HTML: they would compete with the page and its
        // stylesheet for the first paint (Lighthouse mobile: FCP 1.66 s → 1.08 s on /). Islands
        // still fetch their own imports in parallel when they load (hostType 'js').
        modulePreload: {
          resolveDependencies: (_file, dependencies, { hostType }) =>
            hostType === 'html' ? [] : dependencies,
        },
        rollupOptions: {
          input: { site: path.join(webRoot, 'index.html'), admin: path.join(webRoot, 'admin.html') },
          treeshake: {
            moduleSideEffects: (id: string) => (definitionsOnly.test(id) ? false : undefined),
          },
          // React in a chunk of its own, named so: every page needs it, and it changes only on upgrades.
          output: {
            // One stylesheet serves both entries; name it for what it is, not for the chunk it sits beside.
            assetFileNames: ({ names }) =>
              names.some((name) => name.endsWith('.css'))
                ? 'assets/styles-[hash][extname]'
                : 'assets/[name]-[hash][extname]',
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 2,
                },
                // The small modules several islands share, in one chunk (scripts/public-chunk.ts).
                { name: 'shared', test: publicSharedModule(webRoot), priority: 1 },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': apiOrigin,
      '/health': apiOrigin,
    },
  },
}));
