import { describe, expect, it } from 'vitest';
import { sampleContent } from '#content/samples/sample-content.js';
import { buildKnowledgeDocuments } from '#server/services/chat/knowledge/knowledge-documents.js';
import { createKnowledgeIndex } from '#server/services/chat/knowledge/knowledge-index.js';
import { readConversation, splitQuestions } from './conversation-reading.js';
import { buildLexicon } from './lexicon.js';
import { asksForPerson, unknownDetailOf } from './question-intents.js';
import { normaliseWording } from './vocabulary.js';

const content = sampleContent();
const index = createKnowledgeIndex(buildKnowledgeDocuments(content, '2026-01-01'), content.company.name);
const lexicon = buildLexicon(content, index.knows);
const termsOf = (...turns: string[]) =>
  readConversation(turns, index, lexicon).map((question) => question.terms);

describe('reading a visitor message', () => {
  it('maps synonyms and domain words onto the words of the facts', () => {
    expect(normaliseWording('Do you distribute Western Digital storage?')).toContain('wd');
    expect(normaliseWording('Which company do you have for time clocks?')).toContain('biometric attendance');
    expect(normaliseWording('Do u supply notebooks?')).toContain('laptop');
    expect(normaliseWording('email id of raiganj office')).toBe('email of raiganj office');
  });

  it('drops trading verbs and fillers, and a lone number', () => {
    expect(termsOf('Which brands do you distribute?')).toEqual([['brand']]);
    expect(termsOf('1')).toEqual([]);
  });

  it('corrects misspelt places and topic words', () => {
    expect(termsOf('brnach in siligudi?')).toEqual([['branch', 'siliguri']]);
  });

  it('splits several questions in one message', () => {
    expect(splitQuestions('are you hiring? how do i apply?')).toEqual(['are you hiring', 'how do i apply']);
    expect(splitQuestions('which brands do you sell and where are your branches')).toEqual([
      'which brands do you sell',
      'where are your branches',
    ]);
    expect(splitQuestions('do you sell wd hard drive and microtek ups')).toHaveLength(1);
  });

  it('reads a follow-up with the previous question, replacing a name of the same kind', () => {
    expect(termsOf('What is the phone number of the Patna branch?', 'and in Ranchi?')).toEqual([
      ['ranchi', 'phone', 'number', 'branch'],
    ]);
    expect(termsOf('Where is your Bhubaneswar branch?', 'email?')).toEqual([
      ['email', 'bhubaneswar', 'branch'],
    ]);
  });

  it('reads a new question on its own', () => {
    expect(termsOf('What is the phone number of the Patna branch?', 'Which brands do you sell?')).toEqual([
      ['brand'],
    ]);
  });
});

describe('what a question asks for', () => {
  it('recognises a request for a person', () => {
    expect(asksForPerson(normaliseWording('I want to talk to a real person'))).toBe(true);
    expect(asksForPerson(normaliseWording('Jamshedpur se hoon, kisse baat karun?'))).toBe(true);
    expect(asksForPerson(normaliseWording('What is the phone number of the Patna branch?'))).toBe(false);
  });

  it('recognises details the content does not publish, on our products only for prices', () => {
    expect(unknownDetailOf(normaliseWording('What are the HP World store timings?'), true)?.askWho).toBe(
      'store',
    );
    expect(
      unknownDetailOf(normaliseWording('How much does an ESSL biometric machine cost?'), true)?.askWho,
    ).toBe('sales');
    expect(unknownDetailOf(normaliseWording('What is the current price of bitcoin?'), false)).toBeUndefined();
    expect(unknownDetailOf(normaliseWording('When did the Patna branch open?'), false)).toBeUndefined();
  });
});
