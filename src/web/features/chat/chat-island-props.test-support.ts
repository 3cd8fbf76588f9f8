import { z } from 'zod';
import { sampleContent } from '#content/samples/index.js';
import { pageRenderer } from '#web/entry-server.js';

/** The chat island's props on `path`, as the page's HTML carries them (undefined: no chat there). */
export function chatPropsOf(path: string): Record<string, unknown> | undefined {
  const { islandData } = pageRenderer.renderPage(path, { content: sampleContent, today: '2026-01-01' });
  const json = islandData.match(/<script[^>]*>(.*)<\/script>/s)?.[1] ?? '';
  const islands = z
    .object({ props: z.array(z.record(z.string(), z.unknown())) })
    .parse(JSON.parse(json)).props;
  return islands.find((props) => 'brandPartners' in props);
}
