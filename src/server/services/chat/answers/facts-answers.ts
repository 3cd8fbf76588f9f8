import { joinAsSentence } from '#content/index.js';
import { handoverParagraph } from '#server/services/chat/handover.js';
import { isAboutOpenings } from '#server/services/chat/knowledge/careers-documents.js';
import { mentionsJob } from '#server/services/chat/understanding/question-intents.js';
import type { AnswerKit, AnswerStrategy } from './answer-kit.js';
import { composeFacts, documentsFor, overviewDocument } from './fact-documents.js';
import { nearestStoreLine } from './place-answers.js';

/** "Do you sell Apple?": no, with the nearest facts we do have and sales for other brands. */
export function notOurBrand({ contacts, index, lexicon }: AnswerKit): AnswerStrategy {
  return ({ question, text, questions }) => {
    const foreignBrands = lexicon.foreignBrandsIn(text);
    if (foreignBrands.length === 0) return undefined;
    const brandTerms = new Set(foreignBrands.flatMap((brand) => index.termsOf(brand.toLowerCase())));
    const nearest = documentsFor(index, questions(), brandTerms);
    // 'Apple MacBook': a product of theirs the facts do not know is of a kind we can only answer
    // with the brands we do carry.
    const unplaced = index.termsOf(text).some((term) => !brandTerms.has(term) && !index.knows(term));
    const brands = documentsFor(index, [{ text: 'brands', terms: ['brand'], entities: [] }]);
    const facts = nearest.length === 0 ? brands : unplaced ? [...new Set([...nearest, ...brands])] : nearest;
    const lead = `No, we do not carry ${joinAsSentence(foreignBrands)}. Here is what we do have:`;
    const askSales = handoverParagraph(contacts.sales, question, 'For other brands, ask');
    return { markdown: `${composeFacts(facts, lead)}\n\n${askSales}`, kind: 'negative', handover: false };
  };
}

/** "Any opening for a chef?": no such opening, and the list of those we have. */
export function noSuchOpening({ index }: AnswerKit): AnswerStrategy {
  return ({ text, documents }) => {
    if (!mentionsJob(text)) return undefined;
    const found = documents();
    if (found.some(isAboutOpenings) || found.some((document) => document.link.href === '/careers'))
      return undefined;
    const jobs = overviewDocument(index, 'job', 'jobs');
    if (!jobs) return undefined;
    return {
      markdown: composeFacts([jobs], 'We have no such opening right now.'),
      kind: 'negative',
      handover: false,
    };
  };
}

/** The facts that answer the ask, each group linked to its page, and a buyer's nearest store. */
export function factsFound(kit: AnswerKit): AnswerStrategy {
  return ({ text, place, documents }) => {
    const found = documents();
    if (found.length === 0) return undefined;
    const near = place ? nearestStoreLine(kit, text, place) : undefined;
    return { markdown: composeFacts(found, undefined, near), kind: 'facts', handover: false };
  };
}
