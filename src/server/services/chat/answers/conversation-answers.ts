import { joinAsSentence } from '#content/index.js';
import { handoverParagraph } from '#server/services/chat/handover.js';
import { markdownLink } from '#server/services/chat/knowledge/knowledge-document.js';
import {
  asksGeneralKnowledge,
  asksToBuy,
  soundsLikeTrade,
} from '#server/services/chat/understanding/question-intents.js';
import { type AnswerKit, type AnswerStrategy, type BuiltinAnswer, pageLink } from './answer-kit.js';
import { composeFacts, overviewDocument } from './fact-documents.js';

/** Topics a fallback offers. */
const MAX_SUGGESTIONS = 3;

const topics = joinAsSentence([
  'our services',
  'brands and products',
  'branches and offices',
  'our retail stores',
  'job openings and how to apply',
  'how to reach us',
]);

const greetingPattern = /^\s*(hi|hello|hey|good (morning|afternoon|evening))\b/i;
const thanksPattern = /\b(thanks|thank you|thx)\b/i;

export function thanks({ contacts }: AnswerKit): AnswerStrategy {
  return ({ question, text }) =>
    thanksPattern.test(text)
      ? {
          markdown: `You're welcome! Is there anything else I can help you with? ${handoverParagraph(contacts.general, question)}`,
          kind: 'thanks',
          handover: false,
        }
      : undefined;
}

export function greeting(): AnswerStrategy {
  return ({ text }) =>
    greetingPattern.test(text)
      ? {
          markdown: `Hello! I can help with ${topics}. What would you like to know?`,
          kind: 'greeting',
          handover: false,
        }
      : undefined;
}

/** "Do you sell air conditioners?": not in our facts, so no, with what we do carry and sales. */
export function notCarried({ contacts, index }: AnswerKit): AnswerStrategy {
  return ({ question, text }) => {
    if (!asksToBuy(text) || !soundsLikeTrade(text)) return undefined;
    const products = overviewDocument(index, 'product', 'products');
    const lead = 'No, that is not among the products we list. Here is what we do carry:';
    const askSales = handoverParagraph(contacts.sales, question, 'For anything else, ask');
    return {
      markdown: `${composeFacts(products ? [products] : [], lead)}\n\n${askSales}`,
      kind: 'negative',
      handover: true,
    };
  };
}

/**
 * "Who won IPL 2023?", "tell me a joke about HP": a question for someone else, declined without
 * a fact of ours (no awards for 'won', no offices for 'Kolkata'), with what the assistant can do.
 */
export function offTopic(kit: AnswerKit): AnswerStrategy {
  return ({ question, text }) =>
    asksGeneralKnowledge(text)
      ? { markdown: declinedParagraphs(kit, question), kind: 'declined', handover: true }
      : undefined;
}

/** What the assistant can answer, that it would rather not guess, and a person to ask. */
function declinedParagraphs({ contacts, content }: AnswerKit, question: string): string {
  return `I can only answer questions about ${content.company.name}: ${topics}. I could not find that in our information, so I would rather not guess. ${handoverParagraph(contacts.general, question)}\n\n${pageLink(contacts.general)}`;
}

/** Whether the facts hold most of a question's words: an off-topic question shares few of them. */
export function soundsLikeOurTopics({ index }: AnswerKit, text: string): boolean {
  const terms = index.termsOf(text);
  return terms.length > 0 && terms.filter((term) => index.knows(term)).length * 2 >= terms.length;
}

/**
 * Nothing answered well: what the assistant can answer, the two or three topics nearest the
 * question (when it is about the company at all) and a person to ask.
 */
export function declined(kit: AnswerKit): (ask: { question: string; text: string }) => BuiltinAnswer {
  const { index } = kit;
  return ({ question, text }) => {
    const markdown = declinedParagraphs(kit, question);
    const suggestions = soundsLikeOurTopics(kit, text)
      ? index
          .search(text)
          .slice(0, MAX_SUGGESTIONS)
          .map((hit) => markdownLink(hit.document.title, hit.document.link.href))
      : [];
    return {
      markdown:
        suggestions.length === 0
          ? markdown
          : `${markdown}\n\nPerhaps one of these helps: ${joinAsSentence(suggestions)}.`,
      kind: 'declined',
      handover: true,
    };
  };
}
