import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicSharedModule } from './public-chunk.js';

const webRoot = path.resolve('src/web');
const icon = (file: string) => path.resolve('node_modules/lucide-react/dist/esm/icons', file);

describe("the public pages' shared chunk", () => {
  const inSharedChunk = publicSharedModule(webRoot);

  it("takes the islands' shared helpers and lucide's own modules", () => {
    expect(inSharedChunk(path.join(webRoot, 'hooks/use-hydrated.ts'))).toBe(true);
    expect(inSharedChunk(path.join(webRoot, 'islands/hydrate-islands.tsx'))).toBe(true);
    expect(inSharedChunk(path.resolve('node_modules/lucide-react/dist/esm/createLucideIcon.mjs'))).toBe(true);
  });

  it('takes the icons public pages use, and leaves out those only the admin screens use', () => {
    // The chat button's icon, and the admin dashboard's refresh button's.
    expect(inSharedChunk(icon('message-circle.mjs'))).toBe(true);
    expect(inSharedChunk(icon('refresh-cw.mjs'))).toBe(false);
  });

  it('leaves lazily loaded code and tests in chunks of their own', () => {
    expect(inSharedChunk(path.join(webRoot, 'features/chat/chat-panel.tsx'))).toBe(false);
    expect(inSharedChunk(path.join(webRoot, 'lib/api-client.test.ts'))).toBe(false);
  });
});
