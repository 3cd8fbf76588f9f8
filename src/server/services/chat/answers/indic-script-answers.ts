// Answers in Bengali and Hindi (issue 48): to a question written in Bengali or Devanagari script,
// in its language; and to one in Latin script (Banglish, Hinglish) asked on a Bengali or Hindi
// page, in the page's language, where the sentences of indic-sentences.ts say what it asks.
// A follow-up that names nothing ('ওটা কখন খোলে?', 'और उनका वारंटी?') is read with what the
// last earlier turn named, whatever script that turn was in.

import { contentInLanguage } from '#content/content-in-language.js';
import type { SiteContent } from '#content/index.js';
import bengaliHomeWords from '#content/interface-text/bn/home.json' with { type: 'json' };
import hindiHomeWords from '#content/interface-text/hi/home.json' with { type: 'json' };
import { phoneLink } from '#server/services/chat/knowledge/knowledge-document.js';
import { askedDate, askedMinuteOfDay } from '#server/services/chat/understanding/asked-moment.js';
import { buildFestivalFinder } from '#server/services/chat/understanding/festival-names.js';
import { buildIndicReader, type IndicReading } from '#server/services/chat/understanding/indic-reading.js';
import { readLatin } from '#server/services/chat/understanding/latin-reading.js';
import { namesSomething } from '#server/services/chat/understanding/message-asks.js';
import {
  comparable,
  type IndicLanguage,
  indicLanguageOf,
} from '#server/services/chat/understanding/message-script.js';
import { fillPlaceholders } from '#shared/placeholders.js';
import type { AnswerKit, BuiltinAnswer } from './answer-kit.js';
import { answerSections } from './indic-paragraphs.js';
import { sentences } from './indic-sentences.js';

/** The facts a follow-up asks of one kind of thing only: "বেতন কত?" is asked of an opening. */
const factsOfANamedThing = ['salary', 'warranty', 'products', 'requirements'] as const;

/** Facts of a place: a turn asking only these and naming nothing ('শনিবার কখন বন্ধ হয়?') leans. */
const factsOfAPlace: ReadonlySet<string> = new Set(['phone', 'email', 'address', 'hours', 'openNow']);

/** The word for a helpline as the pages in each language label it, and in Latin letters. */
const helplineWords = ['helpline', ...[bengaliHomeWords, hindiHomeWords].map((words) => words['Helpline:'])]
  .map((label) => comparable(label.replace(/[:：]\s*$/, '')))
  .filter((word) => word !== '');

/** The answers in Bengali and Hindi, for one content revision. */
export function inQuestionScript(kit: AnswerKit, now: () => Date) {
  const readIndic = buildIndicReader(kit.content);
  const festivalIn = buildFestivalFinder(kit.content);
  const localized = {
    bn: contentInLanguage(kit.content, 'bn').content,
    hi: contentInLanguage(kit.content, 'hi').content,
  } satisfies Record<IndicLanguage, SiteContent>;

  /** A turn read for an answer in `language`, in whichever script it is written. */
  function read(turn: string, language: IndicLanguage): IndicReading {
    const script = indicLanguageOf(turn);
    const reading = script
      ? readIndic(turn, script === language ? language : script)
      : readLatin(turn, language, kit.lexicon, kit.content);
    return {
      ...reading,
      festival: festivalIn(turn),
      moment: { minute: askedMinuteOfDay(turn), date: askedDate(turn) },
      helpline: helplineWords.some((word) => comparable(turn).includes(word)),
      foreignBrands: kit.lexicon.foreignBrandsIn(turn.toLowerCase()),
    };
  }

  /**
   * The reading of the last turn; one that names nothing but leans on an earlier turn (a pronoun,
   * "and …", or a fact only a named thing has) takes what the last earlier turn named.
   */
  function readWithEarlier(turns: readonly string[], language: IndicLanguage): IndicReading {
    const reading = read(turns.at(-1) ?? '', language);
    const onlyOfAPlace =
      reading.facts.size > 0 && [...reading.facts].every((fact) => factsOfAPlace.has(fact));
    const leans = reading.leans || onlyOfAPlace || factsOfANamedThing.some((fact) => reading.facts.has(fact));
    if (namesSomething(reading)) return reading.leans ? withEarlierFacts(reading, turns, language) : reading;
    if (!leans) return reading;
    for (const turn of turns.slice(0, -1).reverse()) {
      const earlier = read(turn, language);
      if (!namesSomething(earlier)) continue;
      const facts = new Set(reading.facts);
      // 'ওটা কখন খোলে?' after a store: the store is still what is asked about, not the office
      // that the store's town ('HP World ভুবনেশ্বর') named too.
      const afterStore = earlier.facts.has('store') && earlier.stores.length > 0;
      if (earlier.facts.has('store')) facts.add('store');
      const offices = afterStore
        ? earlier.offices.filter((office) => !earlier.stores.some((store) => store.city === office.city))
        : earlier.offices;
      return {
        ...reading,
        language,
        facts,
        offices,
        stores: earlier.stores,
        elsewhere: earlier.elsewhere,
        openings: earlier.openings,
        brands: earlier.brands,
        brandsOfProducts: earlier.brandsOfProducts,
      };
    }
    return reading;
  }

  /**
   * "aur Sales Coordinator ki?" after the salary of another opening: a turn that names a new thing
   * and asks nothing of it, but leans on the turn before ("and …"), asks of it what that turn asked.
   */
  function withEarlierFacts(
    reading: IndicReading,
    turns: readonly string[],
    language: IndicLanguage,
  ): IndicReading {
    const asksNothing = [...reading.facts].every((fact) => fact === 'greeting' || fact === 'thanks');
    const before = turns.at(-2);
    if (!asksNothing || before === undefined) return reading;
    const earlierFacts = read(before, language).facts;
    return earlierFacts.size > 0 ? { ...reading, facts: new Set(earlierFacts) } : reading;
  }

  /** "I can only tell you about the company", in the language. */
  function declinedIn(language: IndicLanguage): BuiltinAnswer {
    return {
      markdown: fillPlaceholders(sentences[language].declined, {
        company: kit.content.company.name,
        phone: phoneLink(kit.content.company.contacts.general.phone),
      }),
      kind: 'declined',
      handover: false,
    };
  }

  /** A greeting or thanks that asks nothing else, answered in the language. */
  function courtesy(reading: IndicReading): BuiltinAnswer | undefined {
    const asksMore = [...reading.facts].some((fact) => fact !== 'greeting' && fact !== 'thanks');
    if (asksMore || namesSomething(reading)) return undefined;
    const say = sentences[reading.language];
    if (reading.facts.has('thanks'))
      return {
        markdown: fillPlaceholders(say.thanks, {
          phone: phoneLink(kit.content.company.contacts.general.phone),
        }),
        kind: 'thanks',
        handover: false,
      };
    if (reading.facts.has('greeting'))
      return {
        markdown: fillPlaceholders(say.greeting, { company: kit.content.company.name }),
        kind: 'greeting',
        handover: false,
      };
    return undefined;
  }

  return {
    /**
     * The answer to the visitor's last turn in Bengali or Hindi: the language of its script, or
     * for a Latin-script turn the page's (`pageLanguage`); undefined for a Latin-script turn on
     * an English page, or one the sentences here do not fit (the English answer is given then).
     */
    answer(visitorTurns: readonly string[], pageLanguage?: string): BuiltinAnswer | undefined {
      const message = visitorTurns.at(-1) ?? '';
      const scriptLanguage = indicLanguageOf(message);
      const language = scriptLanguage ?? (isIndic(pageLanguage) ? pageLanguage : undefined);
      if (!language) return undefined;
      const reading = readWithEarlier(visitorTurns, language);
      const polite = courtesy(reading);
      if (polite) return polite;
      const { paragraphs, kind } = answerSections(reading, message, localized[language], kit, now());
      if (paragraphs.length === 0) return scriptLanguage ? declinedIn(language) : undefined;
      return {
        markdown: paragraphs.join('\n\n'),
        kind,
        handover: kind === 'negative' || kind === 'unknown',
      };
    },
    /**
     * "TVS ka scooty milega?" on a Bengali or Hindi page: a trade outside IT (`trade`: its
     * pattern) answered no in the page's language, with the products of a brand of ours the
     * question names (TVS: printers, keyboards …) and the product lines we supply; undefined on
     * another page or when the question names no such trade.
     */
    outsideTrade(
      visitorTurns: readonly string[],
      trade: RegExp,
      pageLanguage?: string,
    ): BuiltinAnswer | undefined {
      const message = visitorTurns.at(-1) ?? '';
      const language = indicLanguageOf(message) ?? (isIndic(pageLanguage) ? pageLanguage : undefined);
      if (!language) return undefined;
      const asked = trade.exec(message.toLowerCase()) ?? trade.exec(kit.lexicon.read(message));
      if (!asked) return undefined;
      const say = sentences[language];
      const shown = localized[language];
      const ourBrands = read(message, language).brands.map((brand) => {
        const position = kit.content.brands.brands.indexOf(brand);
        const shownBrand = shown.brands.brands[position] ?? brand;
        return fillPlaceholders(say.products, {
          brand: brand.name,
          products: shownBrand.products.map((product) => product.name).join(', '),
        });
      });
      const no = fillPlaceholders(say.notSupplied, {
        asked: asked[0],
        lines: shown.company.productLines.join(', '),
        phone: phoneLink(kit.content.company.contacts.sales.phone),
      });
      return { markdown: [no, ...ourBrands].join('\n\n'), kind: 'negative', handover: true };
    },
    /** The refusal in the language of the page asked on, when it is Bengali or Hindi. */
    declinedOnPage(pageLanguage: string | undefined): BuiltinAnswer | undefined {
      return isIndic(pageLanguage) ? declinedIn(pageLanguage) : undefined;
    },
  };
}

function isIndic(language: string | undefined): language is IndicLanguage {
  return language === 'bn' || language === 'hi';
}
