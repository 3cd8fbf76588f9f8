import { joinAsSentence, type SiteContent } from '../../../content/index.js';
import type { KnowledgeDocument } from './knowledge/knowledge-document.js';
import { emailLink, markdownLink, phoneLink } from './knowledge/knowledge-document.js';
import type { KnowledgeHit, KnowledgeIndex } from './knowledge/knowledge-index.js';

type BuiltinAnswer = {
  markdown: string;
  /** 'facts' when the answer is made of retrieved facts; 'declined' when nothing fitted. */
  kind: 'facts' | 'greeting' | 'thanks' | 'declined';
};

/**
 * A document must match more than half of the question's topic terms: "Do you sell iPhones?"
 * matching only 'sell' is a question the facts cannot answer.
 */
const MIN_COVERAGE = 0.5;
/** Documents far below the best one are noise, not a second answer. */
const MIN_RELATIVE_SCORE = 0.5;
/** Enough for "the three stores in Kolkata", short enough to read in a chat bubble. */
const MAX_DOCUMENTS = 4;

const topics = joinAsSentence([
  'our services',
  'brands and products',
  'branches and offices',
  'HP World and Lenovo stores',
  'job openings and how to apply',
  'how to reach us',
]);

const greetingAnswer = `Hello! I can help with ${topics}. What would you like to know?`;

/** What the assistant says when its facts hold nothing for the question. */
export function declinedAnswer(content: SiteContent): string {
  return companyAnswers(content).declined;
}

/** The answers that name the company and its contact, from the published content. */
function companyAnswers(content: SiteContent) {
  const { name, contacts } = content.company;
  const personContact = `To talk to a person, call ${phoneLink(contacts.general.phone)}, email ${emailLink(contacts.general.email)} or see ${markdownLink('the contact section', '/contact')}.`;
  return {
    declined: `I can only answer questions about ${name}: ${topics}. I could not find that in our information, so I would rather not guess. ${personContact}`,
    thanks: `You're welcome! Is there anything else I can help you with? ${personContact}`,
  };
}

const greetingPattern = /^\s*(hi|hello|hey|namaste|good (morning|afternoon|evening))\b/i;
const thanksPattern = /\b(thanks|thank you|thx)\b/i;

/** The hits good enough to answer from: enough of the question matched, and close to the best. */
function usableHits(hits: readonly KnowledgeHit[]): KnowledgeHit[] {
  const covered = hits.filter((hit) => hit.coverage > MIN_COVERAGE);
  const best = covered.reduce<KnowledgeHit | undefined>(
    (top, hit) =>
      !top || hit.coverage > top.coverage || (hit.coverage === top.coverage && hit.score > top.score)
        ? hit
        : top,
    undefined,
  );
  if (!best) return [];
  const chosen: KnowledgeHit[] = [];
  const candidates = covered
    .filter((hit) => hit.coverage === best.coverage && hit.score >= best.score * MIN_RELATIVE_SCORE)
    .sort((a, b) => b.score - a.score);
  for (const hit of candidates) {
    if (chosen.length === MAX_DOCUMENTS) break;
    if (!chosen.some((picked) => overlaps(picked.document, hit.document))) chosen.push(hit);
  }
  return chosen;
}

/** An overview and one of its items say the same thing: only the better-ranked one is shown. */
function overlaps(a: KnowledgeDocument, b: KnowledgeDocument): boolean {
  return Boolean(a.includes?.includes(b.id) || b.includes?.includes(a.id));
}

function composeFacts(documents: readonly KnowledgeDocument[]): string {
  const sections = documents.map((document) => `**${document.title}**\n\n${document.answer}`);
  const pages = [...new Map(documents.map((document) => [document.link.href, document.link])).values()];
  const more = `More on ${joinAsSentence(pages.map((page) => markdownLink(page.label, page.href)))}.`;
  return [...sections, more].join('\n\n');
}

/**
 * The assistant that needs nothing but the company's own facts: it looks the question up in
 * the knowledge index and answers only with what it found, linked to the page that holds it.
 * A question it finds nothing for is declined with how to reach a person, never guessed at.
 */
export function createBuiltinAnswerer(index: KnowledgeIndex, content: SiteContent) {
  const { declined: declinedAnswer, thanks: thanksAnswer } = companyAnswers(content);
  return {
    answer(question: string): BuiltinAnswer {
      const documents = usableHits(index.search(question)).map((hit) => hit.document);
      if (documents.length > 0) return { markdown: composeFacts(documents), kind: 'facts' };
      if (thanksPattern.test(question)) return { markdown: thanksAnswer, kind: 'thanks' };
      if (greetingPattern.test(question)) return { markdown: greetingAnswer, kind: 'greeting' };
      return { markdown: declinedAnswer, kind: 'declined' };
    },
  };
}

export type BuiltinAnswerer = ReturnType<typeof createBuiltinAnswerer>;
