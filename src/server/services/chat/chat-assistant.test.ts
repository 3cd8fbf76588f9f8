import { describe, expect, it, vi } from 'vitest';
import type { SiteContent } from '#content/index.js';
import { sampleContent } from '#content/samples/index.js';
import { createChatAssistant } from './chat-assistant.js';

describe('the chat assistant', () => {
  it('keeps answering from the previous content when the new content cannot be indexed, and logs why', async () => {
    const content = sampleContent;
    let published: { content: SiteContent; version: string } = { content, version: '1' };
    const assistant = createChatAssistant(
      undefined,
      async () => published,
      () => new Date('2026-01-10T10:00:00Z'),
    );
    const log = { error: vi.fn() };
    const branch = content.branches.offices.find((office) => !office.isCorporate)!;
    const before = await assistant.answer([{ role: 'user', content: `${branch.city} branch phone` }], {
      log,
    });

    // A revision the knowledge builder cannot read: the brands are missing.
    const broken = { ...content, brands: {} } as unknown as SiteContent;
    published = { content: broken, version: '2' };
    const after = await assistant.answer([{ role: 'user', content: `${branch.city} branch phone` }], { log });
    expect(after.reply).toBe(before.reply);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]?.[0]).toMatchObject({ contentVersion: '2', err: expect.any(TypeError) });

    // Tried once per revision, not on every question.
    await assistant.answer([{ role: 'user', content: 'brands?' }], { log });
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
