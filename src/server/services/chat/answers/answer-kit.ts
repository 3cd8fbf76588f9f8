import type { Branch, SiteContent, Store } from '#content/index.js';
import { type HumanContact, humanContacts } from '#server/services/chat/handover.js';
import type { KnowledgeDocument } from '#server/services/chat/knowledge/knowledge-document.js';
import { markdownLink, phoneLink } from '#server/services/chat/knowledge/knowledge-document.js';
import type { KnowledgeIndex } from '#server/services/chat/knowledge/knowledge-index.js';
import {
  type ReadQuestion,
  readConversation,
} from '#server/services/chat/understanding/conversation-reading.js';
import { buildLexicon, type Located, type NamedPlace } from '#server/services/chat/understanding/lexicon.js';
import { asksNear, leansOnPrevious } from '#server/services/chat/understanding/question-intents.js';
import { routeEnquiry } from '#server/services/enquiries/enquiry-routing.js';
import { documentsFor } from './fact-documents.js';

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

/** One ask of the visitor's, read: what every kind of answer looks at. */
export type Ask = {
  /** The visitor's turns, the last being this ask (earlier asks of the same message count as turns). */
  turns: readonly string[];
  /** The ask as typed. */
  question: string;
  /** The ask read by the lexicon: spellings, synonyms and transliterations normalised. */
  text: string;
  /** The turns before it, read. */
  earlierTexts: readonly string[];
  /** The place it names, or one named earlier that it leans on ("closest one then?"). */
  place: NamedPlace | undefined;
  /** The questions of the conversation's last turn, read with the turns before it (once, when asked). */
  questions(): readonly ReadQuestion[];
  /** The documents answering them, each question's best first (once, when asked). */
  documents(): readonly KnowledgeDocument[];
};

/** One kind of answer: undefined when the ask is not of its kind. */
export type AnswerStrategy = (ask: Ask) => BuiltinAnswer | undefined;

/** What every kind of answer reads: the facts, the content, its vocabulary and who to hand over to. */
export type AnswerKit = ReturnType<typeof createAnswerKit>;

export function createAnswerKit(index: KnowledgeIndex, content: SiteContent) {
  const lexicon = buildLexicon(content, index);

  /** The place a question is about: one it names, or one named earlier it leans on. */
  function placeOf(text: string, earlierTexts: readonly string[]): NamedPlace | undefined {
    const named = lexicon.placesIn(text)[0];
    if (named) return named;
    if (!asksNear(text) && !leansOnPrevious(text)) return undefined;
    for (const earlier of [...earlierTexts].reverse()) {
      const place = lexicon.placesIn(earlier)[0];
      if (place) return place;
    }
    return undefined;
  }

  return {
    index,
    content,
    lexicon,
    contacts: humanContacts(content),

    /** Reads the last of `turns` as an ask, with the turns before it. */
    askOf(turns: readonly string[]): Ask {
      const question = turns.at(-1) ?? '';
      const text = lexicon.read(question);
      const earlierTexts = turns.slice(0, -1).map((turn) => lexicon.read(turn));
      const questions = once(() => readConversation(turns, index, lexicon));
      const documents = once(() => documentsFor(index, questions()));
      return {
        turns,
        question,
        text,
        earlierTexts,
        place: placeOf(text, earlierTexts),
        questions,
        documents,
      };
    },

    /**
     * The office that serves a place: the one in it, else the one the enquiry form sends a quote
     * from there to (the routing's coverage of districts and PIN codes, then the nearest office),
     * with its distance. The chat and the form name the same office for every place.
     */
    servingOffice(place: NamedPlace): Located<Branch> | undefined {
      const inPlace = lexicon.officesIn(place.name)[0];
      if (inPlace) return { item: inPlace, distanceKm: 0 };
      if (lexicon.offices.length === 0) return undefined;
      // What the form sends when a visitor asks for a quote: its default topic and customer type.
      const routed = routeEnquiry({ place: place.name, topic: 'sales', customerType: 'business' }, content);
      const office = lexicon.offices.find((candidate) => candidate.id === routed.officeId);
      if (!office) return undefined;
      const located = lexicon.inOrNearest(lexicon.offices, place).find(({ item }) => item === office);
      return { item: office, distanceKm: located?.distanceKm };
    },
  };
}

function once<Value>(compute: () => Value): () => Value {
  let value: { computed: Value } | undefined;
  return () => {
    value ??= { computed: compute() };
    return value.computed;
  };
}

/** ' (about 40 km away)': straight-line distances from the gazetteer, rounded as a visitor would say them. */
export function distanceText(distanceKm: number | undefined): string {
  if (distanceKm === undefined || distanceKm === 0) return '';
  const rounded = distanceKm < 100 ? Math.round(distanceKm / 5) * 5 : Math.round(distanceKm / 10) * 10;
  return ` (about ${Math.max(rounded, 5)} km away)`;
}

export function officeLine(office: Branch, withPhone = true): string {
  const phone = withPhone ? (office.phone ?? office.helpline) : undefined;
  return `**${office.name}** (${office.city}): ${office.address}${phone ? `, ${phoneLink(phone)}` : ''}`;
}

export function storeLine(store: Store, withPhone = true): string {
  return `**${store.name}** (${store.city}): ${store.address}${withPhone ? `, ${phoneLink(store.phone)}` : ''}`;
}

export function pageLink(contact: HumanContact): string {
  return `More on ${markdownLink(contact.page.label, contact.page.href)}.`;
}
