import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The app is written against React's API (and typed with @types/react) but runs on Preact through
 * preact/compat: about 55 KB gzip less JavaScript on every page than react-dom. Exact-match
 * aliases, so react-router, react-markdown and lucide-react are not caught by them. vitest.config.ts
 * uses them too, so the unit tests render with the library the site runs on.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * The web app lives in src/web. `vite build` makes the browser bundles in dist/client;
 * `vite build --ssr` makes dist/ssr/entry-server.js, which scripts/prerender.ts uses to write
 * every public page as static HTML. `npm run dev` serves it with the API proxied to the server.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: { alias: preactAliases },
  // The server build bundles its packages, so react-router & co. get the aliases too: left external,
  // Node would load the real React for them and the pre-rendered HTML would come from another library.
  ssr: { noExternal: true },
  // scripts/build.ts passes --outDir (under BUILD_DIR); these are the defaults.
  build: isSsrBuild
    ? { outDir: '../../dist/ssr', emptyOutDir: true, rollupOptions: { input: 'src/web/entry-server.tsx' } }
    : { outDir: '../../dist/client', emptyOutDir: true, assetsInlineLimit: 0 },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}`,
      '/health': `http://127.0.0.1:${process.env.API_PORT ?? 3000}`,
    },
  },
}));
