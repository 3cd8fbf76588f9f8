import { legalName, type SiteContent } from '#content/index.js';
import type { KnowledgeDocument } from './knowledge/knowledge-document.js';

/** The headings the facts go under: the documents found for this conversation, then the basics. */
export const foundFactsHeading = 'Facts found for this conversation:';
export const basicFactsHeading = 'Company basics and contacts:';

function factSections(facts: readonly KnowledgeDocument[]): string {
  return facts.map((fact) => `### ${fact.title}\nPage: ${fact.link.href}\n\n${fact.answer}`).join('\n\n');
}

/**
 * The provider's instructions (spec section 9 "Business constants and limits"): company topics
 * only, markdown, nothing invented, and the documents retrieved for this conversation to answer
 * from (never a ready answer: the model reads the facts and the conversation itself). The
 * visitor never sees or sends it.
 */
export function buildSystemPrompt(
  found: readonly KnowledgeDocument[],
  basics: readonly KnowledgeDocument[],
  content: SiteContent,
): string {
  const { company } = content;
  const generalContact = company.contacts.general;
  const basicsOnly = basics.filter((fact) => !found.includes(fact));
  return [
    `You are the website assistant of ${legalName(content)}. ${company.description}`,
    '',
    'Rules:',
    `- Answer only questions about ${company.name}: its services, brand partners and products, branches and offices, retail stores, job openings and how to apply, and how to contact it.`,
    `- For any other topic, say politely that you can only help with questions about ${company.name}, and give the phone ${generalContact.phone} and email ${generalContact.email}.`,
    '- Use only the facts below. Never invent names, numbers, prices, addresses, dates, people or offers. If the facts do not answer the question, say so and give the contact details above.',
    '- When the visitor asks whether we carry a product, brand or service the facts do not list, say no, name the nearest things the facts do list, and give the sales contact.',
    '- When you cannot answer, or the visitor asks for a person, hand over: give the phone and e-mail of the nearest office or the right team exactly as the facts give them.',
    '- Answer in markdown, briefly and politely. Link to the page that holds a fact with a relative markdown link, e.g. [the careers page](/careers). Do not use images or HTML.',
    '',
    foundFactsHeading,
    '',
    found.length > 0 ? factSections(found) : '(none)',
    '',
    basicFactsHeading,
    '',
    factSections(basicsOnly),
  ].join('\n');
}
