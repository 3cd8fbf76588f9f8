// What the tests of the answers in Bengali and Hindi share: the assistant on the sample content at
// a fixed moment, the samples' items and translations they expect, and the scripts' letters.

import { expect } from 'vitest';
import { sampleContent } from '#content/samples/index.js';
import { createBuiltinAnswerer } from './builtin-answerer.js';
import { buildKnowledgeDocuments } from './knowledge/knowledge-documents.js';
import { createKnowledgeIndex } from './knowledge/knowledge-index.js';

export const content = sampleContent;

/** A Monday, 11:00 in Kolkata: offices and stores are open. */
export const mondayMorning = new Date('2026-11-30T05:30:00Z');

/** The assistant on the sample content, on a Monday morning. */
export const answerer = createBuiltinAnswerer(
  createKnowledgeIndex(buildKnowledgeDocuments(content, '2026-11-30'), content.company.name),
  content,
  () => mondayMorning,
);

export const office = (id: string) => {
  const found = content.branches.offices.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no ${id} office in the samples`);
  return found;
};

export const store = (id: string) => {
  const found = content.stores.hpWorld.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no ${id} store in the samples`);
  return found;
};

/** A translation the sample content holds (fails the test when it does not). */
export const translated = (language: 'bn' | 'hi', collection: keyof typeof content, key: string): string => {
  const translations = (content[collection] as { translations?: Record<string, Record<string, string>> })
    .translations;
  const text = translations?.[language]?.[key];
  if (!text) throw new Error(`no ${language} translation of ${String(collection)} ${key}`);
  return text;
};

export const bengaliDigits = (text: string) =>
  text.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)] ?? digit);

export const bengaliLetters = /[\u0980-\u09FF]/g;
/** Devanagari letters, not its danda (।), which Bengali writes too. */
export const devanagariLetters = /[\u0900-\u0963\u0966-\u097F]/g;

/** The answer is in `script`: its own letters are, the other Indic script's are not. */
export function expectInScript(markdown: string, script: 'bn' | 'hi') {
  const withoutLinks = markdown.replace(/\]\([^)]*\)/g, ']');
  const own = (withoutLinks.match(script === 'bn' ? bengaliLetters : devanagariLetters) ?? []).length;
  const other = (withoutLinks.match(script === 'bn' ? devanagariLetters : bengaliLetters) ?? []).length;
  expect(own, markdown).toBeGreaterThanOrEqual(8);
  expect(other, markdown).toBe(0);
}

/** The answer is in `script` and is not the "I can only tell you about …" refusal. */
export function expectAnsweredIn(reply: { markdown: string; kind: string }, script: 'bn' | 'hi') {
  expect(reply.kind, reply.markdown).not.toBe('declined');
  expectInScript(reply.markdown, script);
}

export const opening = (title: string) => {
  const found = content.openings.openings.find((candidate) => candidate.title === title);
  if (!found) throw new Error(`no ${title} opening in the samples`);
  return found;
};
