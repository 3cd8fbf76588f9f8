import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The web app lives in src/web. `vite build` makes the browser bundles in dist/client;
 * `vite build --ssr` makes dist/ssr/entry-server.js, which scripts/prerender.ts uses to write
 * every public page as static HTML. `npm run dev` serves it with the API proxied to the server.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
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
