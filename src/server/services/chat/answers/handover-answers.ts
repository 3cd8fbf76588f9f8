import { joinAsSentence, type SiteContent } from '#content/index.js';
import { type HumanContact, handoverParagraph } from '#server/services/chat/handover.js';
import { markdownLink } from '#server/services/chat/knowledge/knowledge-document.js';
import {
  asksForPerson,
  asksForQuote,
  mentionsOffice,
  needsDealerDesk,
  teamFor,
  unknownDetailOf,
} from '#server/services/chat/understanding/question-intents.js';
import { type AnswerKit, type AnswerStrategy, distanceText, officeLine, pageLink } from './answer-kit.js';
import { servedFromElsewhere } from './place-answers.js';

/**
 * "Can I talk to someone?": the person for the need, with call, e-mail and WhatsApp: HR for a
 * job (asked now or in the turn before, wherever the visitor is), the store named, else the
 * office serving the place named, else the team the words ask for.
 */
export function personAsked(kit: AnswerKit): AnswerStrategy {
  const { contacts, lexicon } = kit;
  return ({ question, text, earlierTexts, place }) => {
    if (!asksForPerson(text)) return undefined;
    // A store named as one ('HP World Siliguri'), not the town it is named after; or, when this
    // turn names no place, the store the turn before named ("HP World Patna" → "kar sathe kotha bolbo?").
    const storeNamedIn = (read = '') => (lexicon.mentionsStore(read) ? lexicon.storesIn(read)[0] : undefined);
    const store = storeNamedIn(text) ?? (place ? undefined : storeNamedIn(earlierTexts.at(-1)));
    const needed = teamFor([text, ...earlierTexts.slice(-1)].join(' '));
    const served = place && needed !== 'hr' && !store ? kit.servingOffice(place) : undefined;
    if (place && served && served.distanceKm !== 0) {
      return {
        markdown: servedFromElsewhere(kit, question, place, served),
        kind: 'handover',
        handover: true,
      };
    }
    let contact: HumanContact;
    if (needed === 'hr') contact = contacts.hr;
    else if (store) contact = contacts.store(store);
    else if (served) contact = contacts.office(served.item);
    else contact = place ? contacts.general : contacts[needed];
    return {
      markdown: `Happy to put you in touch with a person. ${handoverParagraph(contact, question, 'You can reach')}\n\n${pageLink(contact)}`,
      kind: 'handover',
      handover: true,
    };
  };
}

/** The teams a visitor may name, by the words they name them with. */
const namedTeams = [
  { team: 'hr', pattern: /\b(hr|human resources?)\b/ },
  { team: 'sales', pattern: /\bsales\b/ },
  { team: 'support', pattern: /\b(support|customer care|service centre)\b/ },
] as const;
const contactDetailWords = /\b(phone|number|email|contact|whatsapp|call)\b/;

/**
 * "HR ka number aur email dono bhejo", "the email of HR and of the sales team": each team named,
 * with its call, e-mail and WhatsApp links and nothing else. A team word in an opening's title
 * ('Sales Coordinator'), or with a place or a store, is left to the answers that read those.
 */
export function teamContactAsked({ contacts, content, lexicon }: AnswerKit): AnswerStrategy {
  const openingTitles = content.openings.openings.map((opening) => opening.title.toLowerCase());
  return ({ question, text, place }) => {
    if (!contactDetailWords.test(text) || place || lexicon.mentionsStore(text)) return undefined;
    if (openingTitles.some((title) => text.includes(title))) return undefined;
    const teams = namedTeams.filter(({ pattern }) => pattern.test(text)).map(({ team }) => contacts[team]);
    if (teams.length === 0) return undefined;
    const reach = teams.map((contact) => handoverParagraph(contact, question, 'You can reach'));
    const pages = [...new Set(teams.map(({ page }) => markdownLink(page.label, page.href)))];
    return {
      markdown: [...reach, `More on ${joinAsSentence(pages)}.`].join('\n\n'),
      kind: 'facts',
      handover: false,
    };
  };
}

/**
 * A dealer or reseller, or one who wants to become one, who asks for a person or only says so:
 * the desk the enquiry form sends dealers to, wherever they are. "I run a shop in Malda and want
 * to become your dealer. Who do I talk to?" gets the desk once: the second ask leans on the first.
 */
export function dealerAsked(kit: AnswerKit): AnswerStrategy {
  const { contacts } = kit;
  return ({ turns, text, earlierTexts, place }) => {
    const statedBefore = earlierTexts.length > 0 && needsDealerDesk(earlierTexts.at(-1) ?? '');
    // "How do I become a reseller?" is answered from the facts: what partners get, and whom to ask.
    const statesNeed = needsDealerDesk(text) && !/\bhow\b/.test(text);
    const asked = statesNeed || (asksForPerson(text) && (needsDealerDesk(text) || statedBefore));
    if (!asked) return undefined;
    // The statement of the need, as typed, is what the e-mail and WhatsApp message carry.
    const statement = needsDealerDesk(text) ? turns.at(-1) : turns.at(-2);
    const contact = contacts.dealers;
    // A dealer in a town ('a shop in Ranchi') also hears of the office that serves it: the one
    // the enquiry form sends the town's questions to.
    const town = place ?? (statedBefore ? kit.lexicon.placesIn(earlierTexts.at(-1) ?? '')[0] : undefined);
    const served = town ? kit.servingOffice(town) : undefined;
    const local =
      town && served
        ? [
            served.distanceKm === 0
              ? `Our branch in ${town.name}: ${officeLine(served.item)}.`
              : `The branch that serves ${town.name}: ${officeLine(served.item)}${distanceText(served.distanceKm)}.`,
          ]
        : [];
    return {
      markdown: [
        handoverParagraph(contact, statement ?? '', 'Dealers and resellers talk to'),
        ...local,
        pageLink(contact),
      ].join('\n\n'),
      kind: 'handover',
      handover: true,
    };
  };
}

/**
 * "What is the price of …?": a detail the content does not publish, and who can tell. A quote
 * for a place goes to the office the enquiry form sends it to, with the form ready for it.
 */
export function unpublishedDetail(kit: AnswerKit): AnswerStrategy {
  const { contacts, index, lexicon } = kit;
  const productsAsked = productsNamedBy(kit.content);
  return ({ question, text, earlierTexts, place }) => {
    const namesOurBrand = index.termsOf(text).some((term) => lexicon.entityKind(term) === 'brand');
    const detail = unknownDetailOf(text, namesOurBrand);
    if (!detail) return undefined;
    const store = lexicon.storesIn(text)[0];
    const office = place ? lexicon.officesIn(place.name)[0] : undefined;
    const asksAboutOffice =
      [text, ...earlierTexts.slice(-1)].some(mentionsOffice) && !lexicon.mentionsStore(text);
    const asksQuote = asksForQuote(text);
    const quotedFrom = place && asksQuote ? kit.servingOffice(place)?.item : undefined;
    let contact: HumanContact;
    if (quotedFrom) contact = contacts.office(quotedFrom);
    else if (detail.askWho === 'store' && office && asksAboutOffice) contact = contacts.office(office);
    else if (detail.askWho === 'store') contact = store ? contacts.store(store) : contacts.storeHelp;
    else if (detail.askWho === 'office') contact = office ? contacts.office(office) : contacts.sales;
    else if (detail.askWho === 'sales' && store) contact = contacts.store(store);
    else contact = contacts[detail.askWho];
    // "a discount code for HP laptops": the decline names what it was asked of, and stays on it.
    const about = detail.aboutProducts ? productsAsked(question) : undefined;
    const sentence = `I'm sorry, our published information does not include ${detail.what}${about ? ` for ${about}` : ''}, so I cannot tell you that.`;
    return {
      markdown: `${sentence} ${handoverParagraph(contact, question, asksQuote ? 'For a quotation, ask' : 'For an exact answer, ask')}\n\n${pageLink(contact)}`,
      kind: 'unknown',
      handover: true,
    };
  };
}

/**
 * The brands and products a question names, as one phrase in its own order ('HP laptops'): the
 * longest run of its words that are the content's brand names (written as the content writes
 * them) or words of its brands' product names (as typed); undefined when it names none.
 */
function productsNamedBy(content: SiteContent): (question: string) => string | undefined {
  const brandNames = new Map(content.brands.brands.map((brand) => [brand.name.toLowerCase(), brand.name]));
  const productWords = new Set(
    content.brands.brands.flatMap((brand) =>
      brand.products.flatMap((product) => product.name.toLowerCase().split(/[^a-z]+/)),
    ),
  );
  const isProductWord = (word: string) => productWords.has(word) || productWords.has(`${word}s`);
  return (question) => {
    let longest: string[] = [];
    let run: string[] = [];
    for (const word of question.split(/[^\p{L}\p{N}]+/u)) {
      const lower = word.toLowerCase();
      const named = brandNames.get(lower) ?? (lower.length >= 3 && isProductWord(lower) ? lower : undefined);
      run = named ? [...run, named] : [];
      if (run.length > longest.length) longest = run;
    }
    return longest.length > 0 ? longest.join(' ') : undefined;
  };
}
