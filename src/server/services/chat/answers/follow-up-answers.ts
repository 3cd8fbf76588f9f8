import { joinAsSentence } from '#content/index.js';
import { type HumanContact, handoverParagraph } from '#server/services/chat/handover.js';
import type { KnowledgeDocument } from '#server/services/chat/knowledge/knowledge-document.js';
import { isPlaceWord, teamFor } from '#server/services/chat/understanding/question-intents.js';
import { type AnswerKit, type AnswerStrategy, pageLink } from './answer-kit.js';

/** 'openings' of 'openings:3:004': the collection a document is one of, if it is one of many. */
function collectionOf(document: KnowledgeDocument): string | undefined {
  const [collection, position] = document.id.split(':');
  return position === undefined ? undefined : collection;
}

/**
 * "Sales Coordinator job ke liye kya chahiye?" then "kya Bengali aana zaroori hai?": a follow-up
 * on the opening, brand or store named before, asking about something the facts of others of its
 * kind hold (another opening asks for Bengali) but its own do not. Said plainly, with the person
 * who can tell: HR for an opening, the store for a store, sales (or support, for a warranty) for
 * a brand. What its facts do hold, or no fact of its kind holds, is left to the facts.
 */
export function detailNotHeldForNamed(kit: AnswerKit): AnswerStrategy {
  const { contacts, index, lexicon } = kit;
  return ({ question, text, questions }) => {
    const ownTerms = index.termsOf(text);
    if (ownTerms.some((term) => lexicon.entityKind(term) !== undefined)) return undefined;
    // Read with the turn before only when it leans on it: the name comes from there.
    const read = questions().at(-1);
    if (!read || read.text === text.trim()) return undefined;
    const named = read.entities.filter(
      ({ kind }) => kind === 'opening' || kind === 'brand' || kind === 'store',
    );
    const document =
      named.length > 0 ? index.searchTerms(named.map(({ term }) => term))[0]?.document : undefined;
    const collection = document && collectionOf(document);
    if (!document || !collection) return undefined;
    // The words the content knows, less those that only say where ('based', 'located').
    const asked = ownTerms.filter((term) => index.knows(term) && !isPlaceWord(term));
    const holders = (term: string) => index.searchTerms([term]).map((hit) => hit.document);
    const heldHere = asked.some((term) => holders(term).some((holder) => holder.id === document.id));
    const heldByKin = asked.some((term) =>
      holders(term).some((holder) => collectionOf(holder) === collection),
    );
    if (asked.length === 0 || heldHere || !heldByKin) return undefined;
    const kind = named[0]!.kind;
    const store = kind === 'store' ? lexicon.storesIn(document.title.toLowerCase())[0] : undefined;
    let contact: HumanContact;
    if (kind === 'opening') contact = contacts.hr;
    else if (store) contact = contacts.store(store);
    else contact = teamFor(text) === 'support' ? contacts.support : contacts.sales;
    const typedWords = question
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => asked.includes(index.termsOf(lexicon.read(word))[0] ?? ''));
    const sentence = `I'm sorry, our published information on **${document.title}** does not say anything about ${joinAsSentence(typedWords.length > 0 ? typedWords : asked)}, so I cannot tell you that.`;
    return {
      markdown: `${sentence} ${handoverParagraph(contact, question, 'For an exact answer, ask')}\n\n${pageLink(contact)}`,
      kind: 'unknown',
      handover: true,
    };
  };
}
