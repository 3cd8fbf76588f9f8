// "How many HP World shops do you have in total?", "aapke total kitne branch hain aur kahan
// kahan?": how many stores or branches the content lists, and in which towns. Asked after the
// facts found nothing of their own (a misspelt or Hinglish count), so the answers the facts give
// to plainer wordings stay as they are.

import { markdownLink } from '#server/services/chat/knowledge/knowledge-document.js';
import { mentionsOffice } from '#server/services/chat/understanding/question-intents.js';
import type { AnswerKit, AnswerStrategy } from './answer-kit.js';

/**
 * Words asking a count, as the lexicon reads English, Banglish and Hinglish ('kitne', 'koto' →
 * "how much"; 'mny' left as written) and Banglish it leaves ('kotogulo').
 */
const countWords = /\bhow (?:many|mny|much)\b|\btotal\b|\bnumber of\b|\bkoto ?gulo\b|\bkoyta\b|\bkota\b/;

/** The number of stores or branches a question asks, with their towns. */
export function countAsked(kit: AnswerKit): AnswerStrategy {
  const { content, lexicon } = kit;
  return (ask) => {
    if (!countWords.test(ask.text) || ask.place) return undefined;
    const stores = lexicon.mentionsStore(ask.text);
    if (!stores && !mentionsOffice(ask.text)) return undefined;
    const towns = (items: readonly { city: string }[]) =>
      [...new Set(items.map((item) => item.city))].join(', ');
    if (stores) {
      const all = content.stores.hpWorld;
      return {
        markdown: `We have ${all.length} HP World stores, in ${towns(all)}. Each store's address and phone: ${markdownLink('Retail', '/retail')}.`,
        kind: 'facts',
        handover: false,
      };
    }
    const offices = content.branches.offices;
    const head = offices.find((office) => office.isCorporate);
    const branches = offices.filter((office) => !office.isCorporate);
    const besides = head ? `Besides our ${head.name} in ${head.city}, we` : 'We';
    return {
      markdown: `${besides} have ${branches.length} branches: ${towns(branches)}. Each branch's address and phone: ${markdownLink('Contact', '/contact')}.`,
      kind: 'facts',
      handover: false,
    };
  };
}
