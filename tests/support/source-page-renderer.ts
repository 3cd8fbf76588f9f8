import type { PageRenderer, PageRendererModule } from '#web/page-renderer.js';

/**
 * The web app's page renderer from source (vitest compiles its TSX), where the server loads it
 * from the build. Imported by a path in a variable: the web app is type-checked with its own
 * settings (tsconfig.json: the DOM, JSX), not with the Node side's.
 */
export async function sourcePageRenderer(): Promise<PageRenderer> {
  const entry = '../../src/web/entry-server.js';
  return ((await import(entry)) as PageRendererModule).pageRenderer;
}
