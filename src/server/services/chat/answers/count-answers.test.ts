import { describe, expect, it } from 'vitest';
import { sampleContent as content } from '#content/samples/index.js';
import { createBuiltinAnswerer } from '#server/services/chat/builtin-answerer.js';
import { buildKnowledgeDocuments } from '#server/services/chat/knowledge/knowledge-documents.js';
import { createKnowledgeIndex } from '#server/services/chat/knowledge/knowledge-index.js';

const answerer = createBuiltinAnswerer(
  createKnowledgeIndex(buildKnowledgeDocuments(content, '2026-11-30'), content.company.name),
  content,
  () => new Date('2026-11-30T05:30:00Z'),
);
const ask = (question: string) => answerer.answer([question]).markdown;
const branches = content.branches.offices.filter((office) => !office.isCorporate);

describe('how many stores or branches, in misspelt English, Banglish and Hinglish', () => {
  it('counts the branches and names their towns', () => {
    for (const question of [
      'kotogulo branch ache apnader, kothay kothay?',
      'kitne office hain total aapke?',
    ]) {
      const reply = ask(question);
      expect(reply).toContain(`${branches.length} branches`);
      for (const office of branches) expect(reply).toContain(office.city);
    }
  });

  it('counts the stores and names their towns', () => {
    const reply = ask('hw mny hp world shops do u guys hav in total');
    expect(reply).toContain(`${content.stores.hpWorld.length} HP World stores`);
    for (const store of content.stores.hpWorld) expect(reply).toContain(store.city);
  });
});
