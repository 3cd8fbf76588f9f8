import { describe, expect, it } from 'vitest';
import { sampleContent } from '#content/samples/index.js';
import { buildKnowledgeDocuments } from '#server/services/chat/knowledge/knowledge-documents.js';
import { createKnowledgeIndex } from '#server/services/chat/knowledge/knowledge-index.js';
import { readConversation, splitQuestions } from './conversation-reading.js';
import { buildLexicon } from './lexicon.js';
import { asksForPerson, asksOpeningHours, unknownDetailOf } from './question-intents.js';
import { normaliseWording } from './vocabulary.js';

// Wordings here are none of the evaluation's gold or held-out questions.
const content = sampleContent;
const index = createKnowledgeIndex(buildKnowledgeDocuments(content, '2026-01-01'), content.company.name);
const lexicon = buildLexicon(content, index);
const termsOf = (...turns: string[]) =>
  readConversation(turns, index, lexicon).map((question) => question.terms);

describe('reading a visitor message', () => {
  it('maps synonyms and domain words onto the words of the facts', () => {
    expect(normaliseWording('need time clocks for my factory')).toContain('biometric attendance');
    expect(normaliseWording('u have notebooks for students?')).toContain('laptop');
    expect(normaliseWording('mail id of the howrah office')).toBe('email of the howrah office');
  });

  it("reads a brand's other names (from the content) as its name", () => {
    expect(lexicon.read('Is Western Digital storage available?')).toContain('wd');
  });

  it('reads Hindi and Bengali in Latin script: question words in English, particles without topic', () => {
    expect(normaliseWording('dokan kothay')).toBe('store where');
    expect(termsOf('ranchi mein naukri hai kya')).toEqual([['ranchi', 'job']]);
    expect(termsOf('amader howrah er dokan ta')).toEqual([['howrah', 'store']]);
  });

  it('drops trading verbs and fillers, and a lone number', () => {
    expect(termsOf('Which monitors do you supply?')).toEqual([['monitor']]);
    expect(termsOf('7')).toEqual([]);
    expect(termsOf('2 things: the CIN and the GST number')).toEqual([['cin', 'gst', 'number']]);
  });

  it('corrects misspellings to the words of the content, more letters allowing more edits', () => {
    expect(lexicon.read('brnach in asansl')).toBe('branch in asansol');
    expect(lexicon.read('wharehouse logistcs')).toBe('warehouse logistic');
    expect(lexicon.read('durgapor office')).toBe('durgapur office');
    // A plural misspelt is corrected to the word of the facts.
    expect(lexicon.read('montiors')).toBe('monitor');
  });

  it('reads SMS-style fillers as fillers, so a misspelt key word beside them is the only term', () => {
    expect(termsOf('what monitrs do u hv')).toEqual([['monitor']]);
    expect(termsOf('how many warehouses u hav')).toEqual([['warehouse']]);
  });

  it('leaves short words, known words and one-letter substitutions of short words alone', () => {
    expect(lexicon.read('dell')).toBe('dell');
    expect(lexicon.read('score of the game')).toBe('score of the game');
    expect(lexicon.read('the march past')).toBe('the march past');
  });

  it('leaves a word of a trade we are not in as typed, not corrected into a product we carry', () => {
    expect(lexicon.read('two tables')).toBe('two tables');
    expect(lexicon.read('a table for the monitor')).toBe('a table for the monitor');
  });

  it('splits several questions in one message', () => {
    expect(splitQuestions('do you have openings? where do i send my cv?')).toEqual([
      'do you have openings',
      'where do i send my cv',
    ]);
    expect(splitQuestions('which printers do you have and where is the ranchi branch')).toEqual([
      'which printers do you have',
      'where is the ranchi branch',
    ]);
    expect(splitQuestions('do you sell acer monitors and zebronics speakers')).toHaveLength(1);
    // Hindi and Bengali put the question word last: a comma and 'and' start the next question.
    expect(splitQuestions('sales ka number bhejo, aur data analyst ki salary kitni hai')).toEqual([
      'sales ka number bhejo',
      'data analyst ki salary kitni hai',
    ]);
  });

  it('asks a question that says "these two", "both" or "dono" of each thing the part before listed', () => {
    expect(
      splitQuestions('cctv for my shop and biometric attendance for my staff, which brands for these two?'),
    ).toEqual(['which brands for cctv', 'which brands for biometric attendance']);
    expect(splitQuestions('patna branch aur ranchi branch? dono ka email')).toEqual([
      'ka email patna branch',
      'ka email ranchi branch',
    ]);
    // 'both' with nothing listed before it is an ordinary question.
    expect(splitQuestions('send the hr number and email, both')).toEqual([
      'send the hr number and email, both',
    ]);
  });

  it('reads the names of one kind listed together, towns or brands, and no list of two kinds', () => {
    expect(lexicon.nameListIn(lexicon.read('lenovo ar asus er products'))?.spellings).toEqual([
      'lenovo',
      'asus',
    ]);
    expect(lexicon.nameListIn(lexicon.read('durgapur and asansol branches'))?.spellings).toEqual([
      'durgapur',
      'asansol',
    ]);
    expect(lexicon.nameListIn(lexicon.read('lenovo store in kolkata'))).toBeUndefined();
  });

  it("reads 'both' in Hindi and Bengali as a word without a topic of its own", () => {
    expect(termsOf('support ka phone aur email dono bhejo')).toEqual([['support', 'phone', 'email', 'send']]);
  });

  it('reads a follow-up with the previous question, replacing a name of the same kind', () => {
    expect(termsOf('Email of the Siliguri branch?', 'and Asansol?')).toEqual([
      ['asansol', 'email', 'branch'],
    ]);
    expect(termsOf('Tell me about ZEBRONICS', 'what do they make?')).toEqual([['zebronic']]);
    expect(termsOf('Is ASUS one of your brands?', 'which monitors of theirs do you stock?')[0]).toContain(
      'asus',
    );
  });

  it('reads a question that names nothing as a follow-up when its words lead to the fact asked about before', () => {
    // The Data Analyst's requirements name SQL and Power BI; the question alone names no opening.
    const [question] = readConversation(
      ['Tell me about the Data Analyst post', 'do I need SQL and Power BI'],
      index,
      lexicon,
    );
    expect(question?.terms).toEqual(expect.arrayContaining(['data', 'analyst', 'sql']));
  });

  it('reads a new question on its own', () => {
    expect(termsOf('Email of the Siliguri branch?', 'Which printers and monitors do you have?')).toEqual([
      ['printer', 'monitor'],
    ]);
  });
});

describe('what a question asks for', () => {
  it('recognises a request for a person', () => {
    expect(asksForPerson(normaliseWording('can i speak with someone from sales'))).toBe(true);
    expect(asksForPerson(normaliseWording('Ranchi se hoon, kisse baat karun?'))).toBe(true);
    expect(asksForPerson(normaliseWording('Which monitors do you supply?'))).toBe(false);
  });

  it('recognises details the content does not publish, on our products only for prices', () => {
    // Hours are published now (answers/hours-answers.ts); the unpublished answer is for content without them.
    expect(asksOpeningHours(normaliseWording('When does the Howrah HP World store close?'))).toBe(true);
    expect(asksOpeningHours(normaliseWording('Where is the Howrah HP World store?'))).toBe(false);
    expect(unknownDetailOf(normaliseWording('What are the store timings on Sunday?'), true)?.askWho).toBe(
      'store',
    );
    expect(unknownDetailOf(normaliseWording('What do WD external drives cost?'), true)?.askWho).toBe('sales');
    expect(unknownDetailOf(normaliseWording('what is the price of gold today?'), false)).toBeUndefined();
    expect(
      unknownDetailOf(normaliseWording('For how many months is EMI given on a ThinkPad?'), true)?.what,
    ).toMatch(/^EMI terms/);
    expect(
      unknownDetailOf(normaliseWording('How much will I get for my old printer in exchange?'), true)?.askWho,
    ).toBe('store');
    expect(unknownDetailOf(normaliseWording('Do you take old laptops in exchange?'), true)).toBeUndefined();
  });
});
