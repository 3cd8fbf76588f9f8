import { type Branch, joinAsSentence, type Store } from '#content/index.js';
import { handoverParagraph } from '#server/services/chat/handover.js';
import { markdownLink } from '#server/services/chat/knowledge/knowledge-document.js';
import type { Located, NamedPlace } from '#server/services/chat/understanding/lexicon.js';
import {
  asksForQuote,
  asksToBuy,
  isPlaceWord,
  mentionsJob,
  mentionsOffice,
} from '#server/services/chat/understanding/question-intents.js';
import {
  type AnswerKit,
  type AnswerStrategy,
  type BuiltinAnswer,
  distanceText,
  officeLine,
  pageLink,
  storeLine,
} from './answer-kit.js';
import { answeringHits, composeFacts, overviewDocument } from './fact-documents.js';

/**
 * A place with no office of its own: the office that serves it first, with its phone, e-mail
 * and the enquiry form to ask for a quote; then, briefly, that the place itself has no office.
 */
export function servedFromElsewhere(
  kit: AnswerKit,
  question: string,
  place: NamedPlace,
  served: Located<Branch>,
  nearestStore?: Located<Store>,
): string {
  const contact = kit.contacts.office(served.item);
  const where = [`- ${officeLine(served.item, false)}${distanceText(served.distanceKm)}`];
  if (nearestStore)
    where.push(`- nearest store: ${storeLine(nearestStore.item)}${distanceText(nearestStore.distanceKm)}`);
  return [
    `Our **${served.item.name}** serves ${place.name}. ${handoverParagraph(contact, question, 'For a quote or any question, reach')}`,
    `We have no office in ${place.name} itself:\n${where.join('\n')}`,
    pageLink(contact),
  ].join('\n\n');
}

/** "Is your Lenovo exclusive store in Patna?": no, it is where the content says. */
export function showcaseStoreElsewhere({ content, lexicon }: AnswerKit): AnswerStrategy {
  return ({ text, place }) => {
    if (!place || !lexicon.mentionsShowcaseStore(text)) return undefined;
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
  };
}

/** "Any jobs in Delhi?": no, our openings are where they are. */
export function noOpeningsInPlace({ content, index, lexicon }: AnswerKit): AnswerStrategy {
  return ({ text, place }) => {
    if (!place || lexicon.mentionsShowcaseStore(text) || !mentionsJob(text)) return undefined;
    const openingCities = [...new Set(content.openings.openings.map((opening) => opening.city))];
    if (openingCities.some((city) => city.toLowerCase() === place.name.toLowerCase())) return undefined;
    const jobs = overviewDocument(index, 'job', 'jobs');
    return {
      markdown: composeFacts(
        jobs ? [jobs] : [],
        `We have no job openings in ${place.name} right now; our openings are in ${joinAsSentence(openingCities)}.`,
      ),
      kind: 'negative',
      handover: false,
    };
  };
}

/**
 * "I live in Durgapur, anything near me?", "closest store to Kharagpur": the offices and stores
 * in the place or nearest to it, with the distance, and who to call there. Not for a question
 * that asks something besides where ("HP laptops, I am from Muzaffarpur"): the facts answer that.
 */
export function whatIsInPlace(kit: AnswerKit): AnswerStrategy {
  const { contacts, index, lexicon } = kit;

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

  return ({ question, text, place }): BuiltinAnswer | undefined => {
    if (!place || lexicon.mentionsShowcaseStore(text) || mentionsJob(text)) return undefined;
    if (topicBesidesPlace(text, place) !== 'none') return undefined;
    const wantsStores = lexicon.mentionsStore(text) || asksToBuy(text);
    const wantsOffices = mentionsOffice(text) || !lexicon.mentionsStore(text);
    const offices = wantsOffices ? lexicon.inOrNearest(lexicon.offices, place) : [];
    const stores = wantsStores || wantsOffices ? lexicon.inOrNearest(lexicon.stores, place) : [];
    const officesHere = offices.filter((office) => office.distanceKm === 0);
    const storesHere = stores.filter((store) => store.distanceKm === 0);
    const nothingNear = officesHere.length === 0 && storesHere.length === 0;
    // A buyer far from us hears first who serves them, and only then that their town has no office.
    const served = nothingNear && (wantsOffices || asksForQuote(text)) ? kit.servingOffice(place) : undefined;
    if (served) {
      return {
        markdown: servedFromElsewhere(kit, question, place, served, stores[0]),
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
  };
}

/** "Where can I buy HP laptops? I am from Muzaffarpur": the store in or nearest that place. */
export function nearestStoreLine(
  { lexicon }: AnswerKit,
  text: string,
  place: NamedPlace,
): string | undefined {
  if (!asksToBuy(text) && !lexicon.mentionsStore(text)) return undefined;
  const nearest = lexicon.inOrNearest(lexicon.stores, place)[0];
  if (!nearest) return undefined;
  const where = nearest.distanceKm === 0 ? `in ${place.name}` : `nearest to ${place.name}`;
  return `Our store ${where}: ${storeLine(nearest.item)}${distanceText(nearest.distanceKm)}`;
}
