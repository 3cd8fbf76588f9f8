import type { KnowledgeIndex } from '#server/services/chat/knowledge/knowledge-index.js';
import type { EntityKind, Lexicon } from './lexicon.js';
import { leansOnPrevious } from './question-intents.js';

/** One question of a message, as search terms, with the names among them and their kind. */
export type ReadQuestion = {
  /** The question in the facts' words (normalised, lower case). */
  text: string;
  terms: string[];
  entities: { term: string; kind: EntityKind }[];
};

/**
 * Where a message asks a second question: at ? ! ; a dash between spaces or a new line, at 'and' or a comma followed
 * by a question word ("Which brands do you sell and where are your branches?"), and at a comma
 * followed by 'and' ("HR ka number bhejo, aur CRM job ke liye fresher chalega?": Hindi and
 * Bengali put the question word last).
 */
const questionBreaks = /[?!;\n]+|\.\s+|\s+[-–—]\s+/;
const joinedQuestion =
  /,?\s+(?:and|&)\s+(?=(?:what|where|when|which|who|whom|how|do|does|did|is|are|can|could|will|tell|give|send|share)\b)|,\s+(?=(?:what|where|when|which|who|how|do|does|is|are|can)\b)|,\s+(?:and|aur|ebong)\s+/;

/** Words that ask the same of each thing the part before listed: "which brands for these two?". */
const ofEachListed =
  /\b(?:these two|those two|these three|both of them|each of them|both|each|dono|donon|duto|dujon(?:er)?)\b/;
/** What joins the things of a list: a comma, 'and' in English, Hindi or Bengali, '&'. */
const listJoin = /\s*,\s*|\s+(?:and|aur|ar|ebong|&)\s+/;

export function splitQuestions(text: string): string[] {
  const parts = text
    .split(questionBreaks)
    .flatMap((sentence) => sentence.split(joinedQuestion))
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const asks: string[] = [];
  for (const [position, part] of parts.entries()) {
    const listed = parts[position - 1]?.split(listJoin) ?? [];
    if (!ofEachListed.test(part) || listed.length < 2) {
      asks.push(part);
      continue;
    }
    // "CCTV for my shop and biometric attendance for my staff, which brands for these two?": the
    // list is asked about through the question, once for each thing in it, without whom each
    // is for ("for my staff").
    asks.pop();
    const question = part.replace(ofEachListed, '').replace(/\s+/g, ' ').trim();
    asks.push(
      ...listed.map((thing) => `${question} ${thing.replace(/\s+for (?:my|our|the) \w+$/, '').trim()}`),
    );
  }
  return asks;
}

/** A question whose best document matches less than half its terms finds no answer of its own. */
const HALF = 0.5;

/**
 * Reads a conversation's visitor turns into the questions of its last message. A question
 * that leans on the one before ("and in Ranchi?", "what is their phone?", "email?") takes over
 * its terms, with names of the same kind replaced by the new ones. Only the visitor's own
 * turns are read: an assistant turn sent by the client is never taken as a fact.
 */
export function readConversation(
  visitorTurns: readonly string[],
  index: KnowledgeIndex,
  lexicon: Lexicon,
): ReadQuestion[] {
  let previous: ReadQuestion | undefined;
  let questions: ReadQuestion[] = [];
  for (const turn of visitorTurns) {
    questions = [];
    for (const part of splitQuestions(lexicon.read(turn))) {
      const read = readQuestion(part, index, lexicon);
      // Within one message only a question that says so leans on the one before: "where are
      // your branches?" after "which brands do you sell" is a question of its own.
      const leans = questions.length > 0 ? leansOnPrevious(read.text) : isFollowUp(read, previous, index);
      const question = leans && previous ? withContext(read, previous) : read;
      if (question.terms.length === 0) continue;
      questions.push(question);
      previous = question;
    }
  }
  return questions;
}

function readQuestion(text: string, index: KnowledgeIndex, lexicon: Lexicon): ReadQuestion {
  const terms = index.termsOf(text);
  const entities = terms.flatMap((term) => {
    const kind = lexicon.entityKind(term);
    return kind ? [{ term, kind }] : [];
  });
  return { text, terms, entities };
}

/**
 * A question of a new turn leans on the last one when it says so ("what products of theirs?"),
 * when it is short and names nothing ('email?', "what's the salary?"), or when it names nothing
 * and its words lead to the fact the last question was about, alone or among others as good
 * ("is Bengali needed?" after asking about the opening whose requirements name Bengali). A
 * question of a new subject ("where are your branches?" after the brands) finds other facts and
 * stands alone.
 */
function isFollowUp(
  question: ReadQuestion,
  previous: ReadQuestion | undefined,
  index: KnowledgeIndex,
): boolean {
  if (leansOnPrevious(question.text)) return true;
  if (question.entities.length > 0) return false;
  if (question.terms.length <= 1) return true;
  if (!previous) return false;
  const hits = index.searchTerms(question.terms);
  // "kya Bengali aana zaroori hai?" after an opening: it names nothing and answers nothing alone.
  if (previous.entities.length > 0 && (hits[0]?.coverage ?? 0) < HALF) return true;
  // "what's the last date?" after an opening: a fact every opening has finds them all equally,
  // the one the conversation is about among them.
  const previousBest = index.searchTerms(previous.terms)[0]?.document;
  const bestCoverage = Math.max(0, ...hits.map((hit) => hit.coverage));
  return hits.some((hit) => hit.coverage === bestCoverage && hit.document === previousBest);
}

function withContext(question: ReadQuestion, previous: ReadQuestion): ReadQuestion {
  const replacedKinds = new Set(question.entities.map((entity) => entity.kind));
  const keptEntities = previous.entities.filter((entity) => !replacedKinds.has(entity.kind));
  const dropped = new Set(
    previous.entities.filter((entity) => replacedKinds.has(entity.kind)).map((entity) => entity.term),
  );
  const terms = [...new Set([...question.terms, ...previous.terms.filter((term) => !dropped.has(term))])];
  return {
    text: `${previous.text} ${question.text}`,
    terms,
    entities: [...keptEntities, ...question.entities],
  };
}
