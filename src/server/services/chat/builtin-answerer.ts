import { type Branch, joinAsSentence, type SiteContent, type Store } from '#content/index.js';
import { routeEnquiry } from '#server/services/enquiries/enquiry-routing.js';
import { type HumanContact, handoverParagraph, humanContacts } from './handover.js';
import { isAboutOpenings } from './knowledge/careers-documents.js';
import type { KnowledgeDocument } from './knowledge/knowledge-document.js';
import { markdownLink, phoneLink } from './knowledge/knowledge-document.js';
import type { KnowledgeHit, KnowledgeIndex } from './knowledge/knowledge-index.js';
import { type ReadQuestion, readConversation, splitQuestions } from './understanding/conversation-reading.js';
import { buildLexicon, type Located, type NamedPlace } from './understanding/lexicon.js';
import {
  asksForPerson,
  asksForQuote,
  asksNear,
  asksToBuy,
  isPlaceWord,
  leansOnPrevious,
  mentionsJob,
  mentionsOffice,
  soundsLikeTrade,
  teamFor,
  type UnknownDetail,
  unknownDetailOf,
} from './understanding/question-intents.js';

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
/** Topics a fallback offers. */
const MAX_SUGGESTIONS = 3;

/** ' (about 40 km away)': straight-line distances from the gazetteer, rounded as a visitor would say them. */
function distanceText(distanceKm: number | undefined): string {
  if (distanceKm === undefined || distanceKm === 0) return '';
  const rounded = distanceKm < 100 ? Math.round(distanceKm / 5) * 5 : Math.round(distanceKm / 10) * 10;
  return ` (about ${Math.max(rounded, 5)} km away)`;
}

/** The asks of a message, each answered on its own: "the Raiganj phone, and is there a store there?" */
function splitAsks(message: string): string[] {
  return splitQuestions(message.toLowerCase());
}

const topics = joinAsSentence([
  'our services',
  'brands and products',
  'branches and offices',
  'our retail stores',
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

function composeFacts(documents: readonly KnowledgeDocument[], lead?: string, trailer?: string): string {
  const sections = documents.map((document) => `**${document.title}**\n\n${document.answer}`);
  const pages = [...new Map(documents.map((document) => [document.link.href, document.link])).values()];
  const more = `More on ${joinAsSentence(pages.map((page) => markdownLink(page.label, page.href)))}.`;
  return [...(lead ? [lead] : []), ...sections, ...(trailer ? [trailer] : []), more].join('\n\n');
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
  const lexicon = buildLexicon(content, index);
  const contacts = humanContacts(content);
  const { name } = content.company;

  /** The list of current openings: the nearest true fact to a job we do not have. */
  function jobsOverview(): KnowledgeDocument | undefined {
    return index.searchTerms(['job']).find((hit) => hit.document.id === 'jobs')?.document;
  }

  /**
   * The office that serves a place: the one in it, else the one the enquiry form sends a quote
   * from there to (the routing's coverage of districts and PIN codes, then the nearest office),
   * with its distance. The chat and the form name the same office for every place.
   */
  function servingOffice(place: NamedPlace): Located<Branch> | undefined {
    const inPlace = lexicon.officesIn(place.name)[0];
    if (inPlace) return { item: inPlace, distanceKm: 0 };
    if (lexicon.offices.length === 0) return undefined;
    // What the form sends when a visitor asks for a quote: its default topic and customer type.
    const routed = routeEnquiry({ place: place.name, topic: 'sales', customerType: 'business' }, content);
    const office = lexicon.offices.find((candidate) => candidate.id === routed.officeId);
    if (!office) return undefined;
    const located = lexicon.inOrNearest(lexicon.offices, place).find(({ item }) => item === office);
    return { item: office, distanceKm: located?.distanceKm };
  }

  /**
   * A place with no office of its own: the office that serves it first, with its phone, e-mail
   * and the enquiry form to ask for a quote; then, briefly, that the place itself has no office.
   */
  function servedFromElsewhere(
    question: string,
    place: NamedPlace,
    served: Located<Branch>,
    nearestStore?: Located<Store>,
  ): string {
    const contact = contacts.office(served.item);
    const where = [`- ${officeLine(served.item, false)}${distanceText(served.distanceKm)}`];
    if (nearestStore)
      where.push(`- nearest store: ${storeLine(nearestStore.item)}${distanceText(nearestStore.distanceKm)}`);
    return [
      `Our **${served.item.name}** serves ${place.name}. ${handoverParagraph(contact, question, 'For a quote or any question, reach')}`,
      `We have no office in ${place.name} itself:\n${where.join('\n')}`,
      pageLink(contact),
    ].join('\n\n');
  }

  function handoverAnswer(question: string, text: string, earlierTexts: readonly string[]): BuiltinAnswer {
    const place = placeOf(text, earlierTexts);
    const served = place ? servingOffice(place) : undefined;
    if (place && served && served.distanceKm !== 0) {
      return { markdown: servedFromElsewhere(question, place, served), kind: 'handover', handover: true };
    }
    const contact = served
      ? contacts.office(served.item)
      : place
        ? contacts.general
        : contacts[teamFor(text)];
    return {
      markdown: `Happy to put you in touch with a person. ${handoverParagraph(contact, question, 'You can reach')}\n\n${pageLink(contact)}`,
      kind: 'handover',
      handover: true,
    };
  }

  function unknownDetailAnswer(
    question: string,
    text: string,
    earlierTexts: readonly string[],
    detail: UnknownDetail,
  ): BuiltinAnswer {
    const store = lexicon.storesIn(text)[0];
    const place = placeOf(text, earlierTexts);
    const office = place ? lexicon.officesIn(place.name)[0] : undefined;
    const asksAboutOffice =
      [text, ...earlierTexts.slice(-1)].some(mentionsOffice) && !lexicon.mentionsStore(text);
    let contact: HumanContact;
    if (detail.askWho === 'store' && office && asksAboutOffice) contact = contacts.office(office);
    else if (detail.askWho === 'store') contact = store ? contacts.store(store) : contacts.storeHelp;
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

  /** "Any jobs in Delhi?": no, our openings are where they are. */
  function absentJobPlaceAnswer(place: NamedPlace): BuiltinAnswer | undefined {
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

  /** "Is your Lenovo exclusive store in Patna?": no, it is where the content says. */
  function showcaseStoreAnswer(place: NamedPlace): BuiltinAnswer | undefined {
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

  /** Whether the facts hold most of a question's words: an off-topic question shares few of them. */
  function soundsLikeOurTopics(text: string): boolean {
    const terms = index.termsOf(text);
    return terms.length > 0 && terms.filter((term) => index.knows(term)).length * 2 >= terms.length;
  }

  /**
   * Nothing answered well: the two or three topics nearest the question (when it is about the
   * company at all) and a person to ask.
   */
  function fallbackAnswer(question: string, text: string): BuiltinAnswer {
    const suggestions = soundsLikeOurTopics(text)
      ? index
          .search(text)
          .slice(0, MAX_SUGGESTIONS)
          .map((hit) => markdownLink(hit.document.title, hit.document.link.href))
      : [];
    const answer = declinedAnswer(question);
    if (suggestions.length === 0) return answer;
    return {
      ...answer,
      markdown: `${answer.markdown}\n\nPerhaps one of these helps: ${joinAsSentence(suggestions)}.`,
    };
  }

  /**
   * "I live in Durgapur, anything near me?", "closest store to Kharagpur": the offices and stores
   * in the place or nearest to it, with the distance, and who to call there.
   */
  function placeAnswer(question: string, text: string, place: NamedPlace): BuiltinAnswer {
    const wantsStores = lexicon.mentionsStore(text) || asksToBuy(text);
    const wantsOffices = mentionsOffice(text) || !lexicon.mentionsStore(text);
    const offices = wantsOffices ? lexicon.inOrNearest(lexicon.offices, place) : [];
    const stores = wantsStores || wantsOffices ? lexicon.inOrNearest(lexicon.stores, place) : [];
    const officesHere = offices.filter((office) => office.distanceKm === 0);
    const storesHere = stores.filter((store) => store.distanceKm === 0);
    const nothingNear = officesHere.length === 0 && storesHere.length === 0;
    // A buyer far from us hears first who serves them, and only then that their town has no office.
    const served = nothingNear && (wantsOffices || asksForQuote(text)) ? servingOffice(place) : undefined;
    if (served) {
      return {
        markdown: servedFromElsewhere(question, place, served, stores[0]),
        kind: 'negative',
        handover: true,
      };
    }
    const office = officesHere[0]?.item ?? offices[0]?.item;
    const store = storesHere[0]?.item ?? stores[0]?.item;
    const contact = office ? contacts.office(office) : store ? contacts.store(store) : contacts.general;
    // The contact's phone comes with its call, e-mail and WhatsApp links below, not twice.
    const officeText = (item: Branch) => officeLine(item, item !== office);
    const storeText = (item: Store) => storeLine(item, office !== undefined || item !== store);
    const lines: string[] = [];
    if (officesHere.length > 0 || storesHere.length > 0) {
      lines.push(`In ${place.name} we have:`);
      for (const { item } of officesHere) lines.push(`- ${officeText(item)}`);
      for (const { item } of storesHere) lines.push(`- ${storeText(item)}`);
      if (wantsOffices && officesHere.length === 0 && offices[0])
        lines.push(`- nearest office: ${officeText(offices[0].item)}${distanceText(offices[0].distanceKm)}`);
    } else {
      const what = wantsOffices ? 'an office' : 'a store';
      lines.push(
        `No, we do not have ${what} in ${place.name}.${offices[0] || stores[0] ? ' The nearest:' : ''}`,
      );
      if (offices[0]) lines.push(`- ${officeText(offices[0].item)}${distanceText(offices[0].distanceKm)}`);
      if (stores[0]) lines.push(`- ${storeText(stores[0].item)}${distanceText(stores[0].distanceKm)}`);
    }
    return {
      markdown: `${lines.join('\n')}\n\n${handoverParagraph(contact, question, 'You can reach')}\n\n${pageLink(contact)}`,
      kind: nothingNear ? 'negative' : 'facts',
      handover: nothingNear,
    };
  }

  function officeLine(office: Branch, withPhone = true): string {
    const phone = withPhone ? (office.phone ?? office.helpline) : undefined;
    return `**${office.name}** (${office.city}): ${office.address}${phone ? `, ${phoneLink(phone)}` : ''}`;
  }

  function storeLine(store: Store, withPhone = true): string {
    return `**${store.name}** (${store.city}): ${store.address}${withPhone ? `, ${phoneLink(store.phone)}` : ''}`;
  }

  /** The place a question is about: one it names, or one named earlier it leans on ("closest one then?"). */
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

  /**
   * What a question naming a place asks besides where: nothing ("anything near Durgapur?"), a
   * topic the facts answer ("HP laptops, I am from Muzaffarpur"), or something the facts do not
   * know at all ("the weather in Kolkata"), which is not a question about our places.
   */
  function topicBesidesPlace(text: string, place: NamedPlace): 'none' | 'ours' | 'not ours' {
    const placeTerms = new Set(index.termsOf(place.name.toLowerCase()));
    const terms = index
      .termsOf(text)
      .filter(
        (term) =>
          !placeTerms.has(term) &&
          lexicon.entityKind(term) !== 'place' &&
          !isPlaceWord(term) &&
          !lexicon.isStoreNameWord(term),
      );
    if (terms.length === 0) return 'none';
    if (answeringHits(index.searchTerms(terms), terms.length).length > 0) return 'ours';
    const unknown = terms.filter((term) => !index.knows(term)).length;
    return unknown * 2 > terms.length ? 'not ours' : 'none';
  }

  /**
   * An ask whose wording decides the answer before the facts are searched: a person, a detail we
   * do not publish, a place. Undefined when the facts should answer it.
   */
  function specialAnswer(question: string, earlierTexts: readonly string[]): BuiltinAnswer | undefined {
    const text = lexicon.read(question);
    if (asksForPerson(text)) return handoverAnswer(question, text, earlierTexts);
    const namesOurBrand = index.termsOf(text).some((term) => lexicon.entityKind(term) === 'brand');
    const detail = unknownDetailOf(text, namesOurBrand);
    if (detail) return unknownDetailAnswer(question, text, earlierTexts, detail);
    const place = placeOf(text, earlierTexts);
    if (!place) return undefined;
    if (lexicon.mentionsShowcaseStore(text)) return showcaseStoreAnswer(place);
    if (mentionsJob(text)) return absentJobPlaceAnswer(place);
    return topicBesidesPlace(text, place) === 'none' ? placeAnswer(question, text, place) : undefined;
  }

  /** The answer the facts give to the visitor's last turn (read with the turns before it). */
  function factsAnswer(visitorTurns: readonly string[]): BuiltinAnswer {
    const question = visitorTurns.at(-1) ?? '';
    const text = lexicon.read(question);
    const place = placeOf(
      text,
      visitorTurns.slice(0, -1).map((turn) => lexicon.read(turn)),
    );
    const questions = readConversation(visitorTurns, index, lexicon);
    const foreignBrands = lexicon.foreignBrandsIn(text);
    if (foreignBrands.length > 0) {
      const brandTerms = new Set(foreignBrands.flatMap((brand) => index.termsOf(brand.toLowerCase())));
      const nearest = documentsFor(questions, brandTerms);
      const facts =
        nearest.length > 0 ? nearest : documentsFor([{ text: 'brands', terms: ['brand'], entities: [] }]);
      const lead = `No, we do not carry ${joinAsSentence(foreignBrands)}. Here is what we do have:`;
      const askSales = handoverParagraph(contacts.sales, question, 'For other brands, ask');
      return { markdown: `${composeFacts(facts, lead)}\n\n${askSales}`, kind: 'negative', handover: false };
    }

    const documents = documentsFor(questions);
    const asksAboutJob = mentionsJob(text);
    const matchesOpening = documents.some(isAboutOpenings);
    if (asksAboutJob && !matchesOpening && documents.every((document) => document.link.href !== '/careers')) {
      const jobs = jobsOverview();
      if (jobs)
        return {
          markdown: composeFacts([jobs], 'We have no such opening right now.'),
          kind: 'negative',
          handover: false,
        };
    }
    if (documents.length > 0) {
      const near = place ? nearestStoreLine(text, place) : undefined;
      return { markdown: composeFacts(documents, undefined, near), kind: 'facts', handover: false };
    }
    if (thanksPattern.test(question)) {
      return {
        markdown: `You're welcome! Is there anything else I can help you with? ${handoverParagraph(contacts.general, question)}`,
        kind: 'thanks',
        handover: false,
      };
    }
    if (greetingPattern.test(question))
      return { markdown: greetingAnswer, kind: 'greeting', handover: false };
    if (asksToBuy(text) && soundsLikeTrade(text)) return notCarriedAnswer(question);
    return fallbackAnswer(question, text);
  }

  /** "Where can I buy HP laptops? I am from Muzaffarpur": the store in or nearest that place. */
  function nearestStoreLine(text: string, place: NamedPlace): string | undefined {
    if (!asksToBuy(text) && !lexicon.mentionsStore(text)) return undefined;
    const nearest = lexicon.inOrNearest(lexicon.stores, place)[0];
    if (!nearest) return undefined;
    const where = nearest.distanceKm === 0 ? `in ${place.name}` : `nearest to ${place.name}`;
    return `Our store ${where}: ${storeLine(nearest.item)}${distanceText(nearest.distanceKm)}`;
  }

  /** "Do you sell air conditioners?": not in our facts, so no, with what we do carry and sales. */
  function notCarriedAnswer(question: string): BuiltinAnswer {
    const products = index.searchTerms(['product']).find((hit) => hit.document.id === 'products')?.document;
    const lead = 'No, that is not among the products we list. Here is what we do carry:';
    const askSales = handoverParagraph(contacts.sales, question, 'For anything else, ask');
    return {
      markdown: `${composeFacts(products ? [products] : [], lead)}\n\n${askSales}`,
      kind: 'negative',
      handover: true,
    };
  }

  /**
   * The documents that hold what the conversation's last message asks, for a model to answer
   * from: those its words find (read with the turns before), the offices and stores of a place
   * it names or the nearest to it, and when nothing fits, the topics nearest to it.
   */
  function retrieve(visitorTurns: readonly string[]): KnowledgeDocument[] {
    const message = visitorTurns.at(-1) ?? '';
    const text = lexicon.read(message);
    const found = documentsFor(readConversation(visitorTurns, index, lexicon));
    const place = placeOf(
      text,
      visitorTurns.slice(0, -1).map((turn) => lexicon.read(turn)),
    );
    const local = place
      ? [
          lexicon.inOrNearest(lexicon.offices, place)[0]?.item,
          lexicon.inOrNearest(lexicon.stores, place)[0]?.item,
        ]
          .filter((item) => item !== undefined)
          .flatMap((item) => index.searchTerms(index.termsOf(item.city.toLowerCase())).slice(0, 2))
          .map((hit) => hit.document)
      : [];
    const documents = [...new Set([...found, ...local])];
    if (documents.length > 0) return documents.slice(0, MAX_DOCUMENTS);
    return soundsLikeOurTopics(text)
      ? index
          .search(text)
          .slice(0, MAX_SUGGESTIONS)
          .map((hit) => hit.document)
      : [];
  }

  return {
    retrieve,
    /**
     * The answer to the last of the visitor's turns, read with the turns before it. A message
     * with several asks ("the Raiganj phone, and is there a store there?") gets each answered:
     * those a person, a detail or a place decides on their own, the rest from the facts together.
     */
    answer(visitorTurns: readonly string[]): BuiltinAnswer {
      const earlier = visitorTurns.slice(0, -1);
      const earlierTexts = earlier.map((turn) => lexicon.read(turn));
      const message = visitorTurns.at(-1) ?? '';
      const asks = splitAsks(message);
      if (asks.length <= 1) return specialAnswer(message, earlierTexts) ?? factsAnswer(visitorTurns);
      const special = asks.map((ask, position) =>
        specialAnswer(ask, [
          ...earlierTexts,
          ...asks.slice(0, position).map((before) => lexicon.read(before)),
        ]),
      );
      const rest = asks.filter((_ask, position) => special[position] === undefined);
      const answers = [
        ...(rest.length > 0 ? [factsAnswer([...earlier, rest.join('? ')])] : []),
        ...special.filter((answer) => answer !== undefined),
      ];
      const useful = answers.filter((answer) => !['greeting', 'thanks', 'declined'].includes(answer.kind));
      const kept = useful.length > 0 ? useful : answers;
      const distinct = kept.filter(
        (answer, position) => kept.findIndex((other) => other.markdown === answer.markdown) === position,
      );
      if (distinct.length === 1) return distinct[0]!;
      return {
        markdown: distinct.map((answer) => answer.markdown).join('\n\n'),
        kind: distinct.find((answer) => answer.kind !== 'facts')?.kind ?? 'facts',
        handover: distinct.some((answer) => answer.handover),
      };
    },
  };
}

export type BuiltinAnswerer = ReturnType<typeof createBuiltinAnswerer>;
