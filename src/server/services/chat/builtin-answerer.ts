import { joinAsSentence, type SiteContent } from '#content/index.js';
import { type HumanContact, handoverParagraph, humanContacts } from './handover.js';
import type { KnowledgeDocument } from './knowledge/knowledge-document.js';
import { markdownLink } from './knowledge/knowledge-document.js';
import type { KnowledgeHit, KnowledgeIndex } from './knowledge/knowledge-index.js';
import { type ReadQuestion, readConversation } from './understanding/conversation-reading.js';
import { buildLexicon, type NamedPlace } from './understanding/lexicon.js';
import {
  asksForPerson,
  mentionsJob,
  mentionsLenovoStore,
  mentionsStore,
  teamFor,
  type UnknownDetail,
  unknownDetailOf,
} from './understanding/question-intents.js';
import { normaliseWording } from './understanding/vocabulary.js';

export type BuiltinAnswer = {
  markdown: string;
  /**
   * 'facts': retrieved facts; 'negative': "we have no …" with the nearest true facts;
   * 'unknown': a detail the content does not hold; 'handover': the visitor asked for a person;
   * 'declined': nothing fitted.
   */
  kind: 'facts' | 'negative' | 'unknown' | 'handover' | 'greeting' | 'thanks' | 'declined';
  /** Whether the answer hands the visitor over to a person (counted in the admin's chat analytics). */
  handover: boolean;
};

/**
 * A document must match more than half of the question's topic terms: "Do you sell iPhones?"
 * matching only 'sell' is a question the facts cannot answer.
 */
const MIN_COVERAGE = 0.5;
/** Documents far below the best one are noise, not a second answer. */
const MIN_RELATIVE_SCORE = 0.5;
/** Enough for "the three stores in Kolkata", short enough to read in a chat bubble. */
const MAX_DOCUMENTS_PER_QUESTION = 4;
/** A message asking several things gets at most this many fact groups. */
const MAX_DOCUMENTS = 6;

const topics = joinAsSentence([
  'our services',
  'brands and products',
  'branches and offices',
  'HP World and Lenovo stores',
  'job openings and how to apply',
  'how to reach us',
]);

const greetingAnswer = `Hello! I can help with ${topics}. What would you like to know?`;

const greetingPattern = /^\s*(hi|hello|hey|namaste|good (morning|afternoon|evening))\b/i;
const thanksPattern = /\b(thanks|thank you|thx)\b/i;

/** Each overview's items as a set: an overview of 100 stores is checked against every hit. */
const includedIds = new WeakMap<KnowledgeDocument, ReadonlySet<string>>();
function includes(overview: KnowledgeDocument, id: string): boolean {
  let ids = includedIds.get(overview);
  if (!ids) {
    ids = new Set(overview.includes ?? []);
    includedIds.set(overview, ids);
  }
  return ids.has(id);
}

/** An overview and one of its items say the same thing: only the better-ranked one is shown. */
function overlaps(a: KnowledgeDocument, b: KnowledgeDocument): boolean {
  return a.id === b.id || includes(a, b.id) || includes(b, a.id);
}

/**
 * The documents that answer one question: the best one (more than half the terms matched),
 * those as good as it, then for terms still unanswered ("WD hard disks and Microtek UPS") the
 * document that answers most of them, as long as it matches at least two of the question's terms.
 */
function answeringHits(hits: readonly KnowledgeHit[], termCount: number): KnowledgeHit[] {
  let best: KnowledgeHit | undefined;
  for (const hit of hits) {
    if (hit.coverage <= MIN_COVERAGE) continue;
    if (!best || hit.coverage > best.coverage || (hit.coverage === best.coverage && hit.score > best.score))
      best = hit;
  }
  if (!best) return [];
  const chosen: KnowledgeHit[] = [best];
  const isNew = (hit: KnowledgeHit) => !chosen.some((picked) => overlaps(picked.document, hit.document));
  const equallyGood = hits
    .filter((hit) => hit.coverage === best.coverage && hit.score >= best.score * MIN_RELATIVE_SCORE)
    .sort((a, b) => b.score - a.score);
  for (const hit of equallyGood) {
    if (chosen.length === MAX_DOCUMENTS_PER_QUESTION) return chosen;
    if (isNew(hit)) chosen.push(hit);
  }
  const covered = new Set(chosen.flatMap((hit) => hit.matched));
  const minMatched = Math.min(2, termCount);
  while (chosen.length < MAX_DOCUMENTS_PER_QUESTION) {
    let next: KnowledgeHit | undefined;
    let nextNew = 0;
    for (const hit of hits) {
      if (hit.matched.length < minMatched) continue;
      const newTerms = hit.matched.filter((term) => !covered.has(term)).length;
      if (newTerms === 0 || !isNew(hit)) continue;
      const better =
        !next ||
        newTerms > nextNew ||
        (newTerms === nextNew &&
          (hit.coverage > next.coverage || (hit.coverage === next.coverage && hit.score > next.score)));
      if (better) {
        next = hit;
        nextNew = newTerms;
      }
    }
    if (!next) break;
    chosen.push(next);
    for (const term of next.matched) covered.add(term);
  }
  return chosen;
}

function composeFacts(documents: readonly KnowledgeDocument[], lead?: string): string {
  const sections = documents.map((document) => `**${document.title}**\n\n${document.answer}`);
  const pages = [...new Map(documents.map((document) => [document.link.href, document.link])).values()];
  const more = `More on ${joinAsSentence(pages.map((page) => markdownLink(page.label, page.href)))}.`;
  return [...(lead ? [lead] : []), ...sections, more].join('\n\n');
}

function pageLink(contact: HumanContact): string {
  return `More on ${markdownLink(contact.page.label, contact.page.href)}.`;
}

/**
 * The assistant that needs nothing but the company's own facts. It reads the conversation
 * (synonyms, misspellings, several questions, follow-ups), answers from the knowledge index
 * with each fact group linked to its page, says plainly what the content shows is not so or
 * does not say, and hands over to the right person (call, e-mail, WhatsApp) when it cannot
 * answer or is asked to. It never states anything the content does not hold.
 */
export function createBuiltinAnswerer(index: KnowledgeIndex, content: SiteContent) {
  const lexicon = buildLexicon(content, index.knows);
  const contacts = humanContacts(content);
  const { name } = content.company;

  /** The list of current openings: the nearest true fact to a job we do not have. */
  function jobsOverview(): KnowledgeDocument | undefined {
    return index.searchTerms(['job']).find((hit) => hit.document.id === 'jobs')?.document;
  }

  /** The office nearest a town without one (or the corporate office when its position is unknown). */
  function nearestOfficeContact(place: NamedPlace): HumanContact {
    const inTown = lexicon.officesIn(place.name)[0];
    const nearest = inTown ?? lexicon.nearest(lexicon.offices, place)[0];
    return nearest ? contacts.office(nearest) : contacts.general;
  }

  function handoverAnswer(question: string): BuiltinAnswer {
    const text = normaliseWording(question);
    const place = lexicon.placesIn(text)[0];
    const contact = place ? nearestOfficeContact(place) : contacts[teamFor(text)];
    const lead =
      place && lexicon.officesIn(place.name).length === 0
        ? `We have no office in ${place.name}; the nearest is ${contact.label}.`
        : 'Happy to put you in touch with a person.';
    return {
      markdown: `${lead} ${handoverParagraph(contact, question, 'You can reach')}\n\n${pageLink(contact)}`,
      kind: 'handover',
      handover: true,
    };
  }

  function unknownDetailAnswer(question: string, detail: UnknownDetail): BuiltinAnswer {
    const text = normaliseWording(question);
    const store = lexicon.storesIn(text)[0];
    const place = lexicon.placesIn(text)[0];
    const office = place ? lexicon.officesIn(place.name)[0] : undefined;
    let contact: HumanContact;
    if (detail.askWho === 'store') contact = store ? contacts.store(store) : contacts.storeHelp;
    else if (detail.askWho === 'office') contact = office ? contacts.office(office) : contacts.sales;
    else if (detail.askWho === 'sales' && store) contact = contacts.store(store);
    else contact = contacts[detail.askWho];
    const sentence = `I'm sorry, our published information does not include ${detail.what}, so I cannot tell you that.`;
    return {
      markdown: `${sentence} ${handoverParagraph(contact, question, 'For an exact answer, ask')}\n\n${pageLink(contact)}`,
      kind: 'unknown',
      handover: true,
    };
  }

  /** "Do you have a branch in Delhi?": no, and the nearest true fact. */
  function absentPlaceAnswer(question: string, text: string, place: NamedPlace): BuiltinAnswer | undefined {
    if (mentionsJob(text)) {
      const openingCities = [...new Set(content.openings.openings.map((opening) => opening.city))];
      if (openingCities.some((city) => city.toLowerCase() === place.name.toLowerCase())) return undefined;
      const jobs = jobsOverview();
      return {
        markdown: composeFacts(
          jobs ? [jobs] : [],
          `We have no job openings in ${place.name} right now; our openings are in ${joinAsSentence(openingCities)}.`,
        ),
        kind: 'negative',
        handover: false,
      };
    }
    if (mentionsStore(text) && !mentionsLenovoStore(text)) {
      if (lexicon.storesInCity(place.name).length > 0) return undefined;
      const nearestStore = lexicon.nearest(lexicon.stores, place)[0];
      const nearest = nearestStore
        ? `The nearest is ${nearestStore.name} in ${nearestStore.city}. ${handoverParagraph(contacts.store(nearestStore), question, 'You can reach')}`
        : handoverParagraph(contacts.storeHelp, question, 'To find a store, ask');
      return {
        markdown: `We have no HP World store in ${place.name}. ${nearest}\n\nMore on ${markdownLink('our retail stores', '/retail')}.`,
        kind: 'negative',
        handover: true,
      };
    }
    if (lexicon.officesIn(place.name).length > 0) return undefined;
    const contact = nearestOfficeContact(place);
    const states = joinAsSentence([...new Set(lexicon.offices.map((office) => office.state))]);
    return {
      markdown: `No, we do not have an office in ${place.name}: our offices are in ${states}. The nearest is ${contact.label}. ${handoverParagraph(contact, question, 'You can reach')}\n\n${pageLink(contact)}`,
      kind: 'negative',
      handover: true,
    };
  }

  /** "Is your Lenovo exclusive store in Patna?": no, it is where the content says. */
  function lenovoStoreAnswer(place: NamedPlace): BuiltinAnswer | undefined {
    const store = content.retailPage.lenovoStore;
    const storeCities = lexicon.offices
      .map((office) => office.city)
      .filter((city) => store.text.includes(city));
    if (storeCities.length === 0 || storeCities.includes(place.name)) return undefined;
    return {
      markdown: `No, our ${store.title} is not in ${place.name}; it is in ${joinAsSentence(storeCities)}.\n\nMore on ${markdownLink('our retail stores', '/retail')}.`,
      kind: 'negative',
      handover: false,
    };
  }

  /** The documents answering the read questions, each question's best first, without repeats. */
  function documentsFor(questions: readonly ReadQuestion[], withoutTerms: ReadonlySet<string> = new Set()) {
    const documents: KnowledgeDocument[] = [];
    for (const question of questions) {
      const terms = question.terms.filter((term) => !withoutTerms.has(term));
      for (const hit of answeringHits(index.searchTerms(terms), terms.length)) {
        if (documents.length < MAX_DOCUMENTS && !documents.some((picked) => overlaps(picked, hit.document)))
          documents.push(hit.document);
      }
    }
    return documents;
  }

  function declinedAnswer(question: string): BuiltinAnswer {
    return {
      markdown: `I can only answer questions about ${name}: ${topics}. I could not find that in our information, so I would rather not guess. ${handoverParagraph(contacts.general, question)}\n\n${pageLink(contacts.general)}`,
      kind: 'declined',
      handover: true,
    };
  }

  return {
    /** The answer to the last of the visitor's turns, read with the turns before it. */
    answer(visitorTurns: readonly string[]): BuiltinAnswer {
      const question = visitorTurns.at(-1) ?? '';
      const text = normaliseWording(question);
      if (asksForPerson(text)) return handoverAnswer(question);
      const namesOurBrand = index.termsOf(text).some((term) => lexicon.entityKind(term) === 'brand');
      const detail = unknownDetailOf(text, namesOurBrand);
      if (detail) return unknownDetailAnswer(question, detail);
      const place = lexicon.placesIn(text)[0];
      if (place && mentionsLenovoStore(text)) {
        const answer = lenovoStoreAnswer(place);
        if (answer) return answer;
      } else if (place) {
        const answer = absentPlaceAnswer(question, text, place);
        if (answer) return answer;
      }

      const questions = readConversation(visitorTurns, index, lexicon);
      const foreignBrands = lexicon.foreignBrandsIn(text);
      if (foreignBrands.length > 0) {
        const brandTerms = new Set(foreignBrands.flatMap((brand) => index.termsOf(brand)));
        const nearest = documentsFor(questions, brandTerms);
        const facts =
          nearest.length > 0 ? nearest : documentsFor([{ text: 'brands', terms: ['brand'], entities: [] }]);
        const lead = `No, we do not carry ${joinAsSentence(foreignBrands)}. Here is what we do have:`;
        const askSales = handoverParagraph(contacts.sales, question, 'For other brands, ask');
        return { markdown: `${composeFacts(facts, lead)}\n\n${askSales}`, kind: 'negative', handover: false };
      }

      const documents = documentsFor(questions);
      const asksAboutJob = mentionsJob(text);
      const matchesOpening = documents.some((document) => document.id.startsWith('job'));
      if (
        asksAboutJob &&
        !matchesOpening &&
        documents.every((document) => document.link.href !== '/careers')
      ) {
        const jobs = jobsOverview();
        if (jobs)
          return {
            markdown: composeFacts([jobs], 'We have no such opening right now.'),
            kind: 'negative',
            handover: false,
          };
      }
      if (documents.length > 0) return { markdown: composeFacts(documents), kind: 'facts', handover: false };
      if (thanksPattern.test(question)) {
        return {
          markdown: `You're welcome! Is there anything else I can help you with? ${handoverParagraph(contacts.general, question)}`,
          kind: 'thanks',
          handover: false,
        };
      }
      if (greetingPattern.test(question))
        return { markdown: greetingAnswer, kind: 'greeting', handover: false };
      return declinedAnswer(question);
    },
  };
}

export type BuiltinAnswerer = ReturnType<typeof createBuiltinAnswerer>;
