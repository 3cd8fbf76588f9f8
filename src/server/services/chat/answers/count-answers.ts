// "How many HP World shops do you have in total?", "aapke total kitne branch hain aur kahan
// kahan?": how many stores or branches the content lists, and in which towns. Asked after the
// facts found nothing of their own (a misspelt or Hinglish count), so the answers the facts give
// to plainer wordings stay as they are.

import { joinAsSentence, operatingStates, type SiteContent } from '#content/index.js';
import { markdownLink } from '#server/services/chat/knowledge/knowledge-document.js';
import { askedFactWords } from '#server/services/chat/understanding/indic-words.js';
import { mentionsOffice } from '#server/services/chat/understanding/question-intents.js';
import type { AnswerKit, AnswerStrategy } from './answer-kit.js';

/**
 * Words asking a count, as the lexicon reads English, Banglish and Hinglish ('kitne', 'koto' →
 * "how much"; 'mny' left as written) and Banglish it leaves ('kotogulo').
 */
const countWords = /\bhow (?:many|mny|much)\b|\btotal\b|\bnumber of\b|\bkoto ?gulo\b|\bkoyta\b|\bkota\b/;

/** The corporate office, if the content has one, and the branches besides it. */
function headOfficeAndBranches(content: SiteContent) {
  const offices = content.branches.offices;
  return {
    head: offices.find((office) => office.isCorporate),
    branches: offices.filter((office) => !office.isCorporate),
  };
}

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
    const { head, branches } = headOfficeAndBranches(content);
    const besides = head ? `Besides our ${head.name} in ${head.city}, we` : 'We';
    return {
      markdown: `${besides} have ${branches.length} branches: ${towns(branches)}. Each branch's address and phone: ${markdownLink('Contact', '/contact')}.`,
      kind: 'facts',
      handover: false,
    };
  };
}

/**
 * 'state' as the Bengali and Hindi readers also read it in Latin script ('রাজ্য', 'राज्य'): states,
 * or a state asked which or how many of ('kitne state' reads 'how many state'). A state named with
 * another word ('state of the art', 'solid state drives') asks nothing of ours.
 */
const stateWord = askedFactWords.states.latin.join('|');
const statesWord = new RegExp(
  `(?<!\\bsolid )\\b(?:${stateWord})s\\b|\\b(?:which|what|how many) (?:${stateWord})\\b`,
);

/**
 * "In how many states are you present?", "which states do you cover?": the states of our offices
 * and their towns, with the page that lists them. Decided by the wording before the facts are
 * searched, where 'state' alone finds a product named with it ('Solid State Drives'). A question
 * naming a place (a state, a town) is the place's.
 */
export function statesAsked(kit: AnswerKit): AnswerStrategy {
  const { content } = kit;
  return (ask) => {
    // Asked beside another question the reading finds ('which states are you in and roughly how
    // many brands?'), the facts answer both together.
    if (!statesWord.test(ask.text) || ask.place || ask.questions().length > 1) return undefined;
    const states = operatingStates(content);
    const townsIn = (state: string) =>
      joinAsSentence([
        ...new Set(
          content.branches.offices.filter((office) => office.state === state).map((office) => office.city),
        ),
      ]);
    const lines = states.map((state) => `- **${state}**: ${townsIn(state)}`);
    // The offices counted too: the states are often asked with them ('how many branches, in
    // which states?').
    const { head, branches } = headOfficeAndBranches(content);
    const ours = head
      ? `Our ${head.name} in ${head.city} and ${branches.length} branches`
      : `Our ${branches.length} branches`;
    return {
      markdown: [
        `${ours} are in ${states.length} states: ${joinAsSentence(states)}.`,
        '',
        ...lines,
        '',
        `Each office's address and phone: ${markdownLink('our distribution network', '/distribution')}.`,
      ].join('\n'),
      kind: 'facts',
      handover: false,
    };
  };
}
