import { joinAsSentence, type SiteContent } from '#content/index.js';
import { handoverParagraph } from '#server/services/chat/handover.js';
import { brandsCarrying, kindsNotSupplied } from '#server/services/chat/knowledge/carried-kinds.js';
import { markdownLink } from '#server/services/chat/knowledge/knowledge-document.js';
import {
  type NearbyCategory,
  otherItServices,
  tradesOutsideIt,
} from '#server/services/chat/knowledge/product-categories.js';
import type { AnswerKit, AnswerStrategy, Ask } from './answer-kit.js';

/** The content's brands with a product `products` matches, each with those products. */
function carriedFor(products: RegExp, content: SiteContent): string[] {
  return brandsCarrying(content, products).map(({ brand, products: positions }) => {
    const { name, products: brandProducts } = content.brands.brands[brand]!;
    return `**${name}** (${joinAsSentence(positions.map((position) => brandProducts[position]!.name))})`;
  });
}

/** The first of the kinds the ask names, as read or as typed (a misspelling fixed, or a word rewritten). */
function namedIn<Kind extends { pattern: RegExp }>(kinds: readonly Kind[], { question, text }: Ask) {
  const typed = question.toLowerCase();
  return kinds.find((kind) => kind.pattern.test(text) || kind.pattern.test(typed));
}

/**
 * "Solar panel bhi bechte ho?", "AC milega?": a kind of product we do not sell, answered no, with
 * the brands we carry for the nearest need (from the content) or else the product lines we
 * supply, and sales to ask. A kind the content lists is left to the facts.
 */
export function nearbyCategoryNotCarried({ contacts, content }: AnswerKit): AnswerStrategy {
  const notSupplied = kindsNotSupplied(content);
  return (ask) => {
    const category: NearbyCategory | undefined = namedIn(notSupplied, ask);
    if (!category) return undefined;
    const carried = category.nearest ? carriedFor(category.nearest.carriedProducts, content) : [];
    const instead =
      category.nearest && carried.length > 0
        ? `For ${category.nearest.need} we carry ${joinAsSentence(carried)}.`
        : `We supply ${joinAsSentence(content.company.productLines)}: see ${markdownLink('our product portfolio', '/products')}.`;
    const askSales = handoverParagraph(contacts.sales, ask.question, 'For anything else, ask');
    return {
      markdown: `No, we don't sell ${category.name}. ${instead}\n\n${askSales}`,
      kind: 'negative',
      handover: true,
    };
  };
}

/**
 * A product name's last word that visitors leave out or say otherwise: 'biometric attendance
 * machine' for Biometric Attendance Systems, 'CCTV' for CCTV Cameras.
 */
const unsaidHeads = new Set(['systems', 'cameras', 'devices', 'solutions']);

/**
 * 'Hard Drives' → /\bhard drives?\b/: a product name as visitors type it, in the singular or
 * plural, and without its last word where that is only the kind of thing it is.
 */
function productNamePattern(name: string): RegExp {
  const words = name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const said = words.length > 1 && unsaidHeads.has(words.at(-1) ?? '') ? words.slice(0, -1) : words;
  return new RegExp(`\\b${said.map((word) => `${word.replace(/s$/, '')}s?`).join('\\s+')}\\b`);
}

/** Words that ask whether we sell a thing (Hinglish and Banglish read into English first). */
const carryQuestion =
  /\b(have|has|sell|sells|selling|carry|carries|stock|available|deal|deals|dealing|buy|purchase|need|want|looking for)\b/;

/**
 * "Projectors for movies and songs?": a product the content's brands list, named in a question
 * the facts found nothing for: yes, with the brands that carry it, never the "not among our
 * products" that a question the facts cannot place gets.
 */
export function carriedProductNamed({ content }: AnswerKit): AnswerStrategy {
  const productNames = [
    ...new Set(content.brands.brands.flatMap((brand) => brand.products.map(({ name }) => name))),
  ];
  const products = productNames.map((name) => ({ name, pattern: productNamePattern(name) }));
  const ourBrands = content.brands.brands.map((brand) => productNamePattern(brand.name));
  return ({ text }) => {
    // Asked whether we have it, not only naming it: a repair under warranty or an order to
    // announce free laptops names laptops too, and is not answered "yes, we carry laptops".
    if (!carryQuestion.test(text)) return undefined;
    // "Do you sell Lenovo laptops?" is answered by the brand's facts, which say more.
    if (ourBrands.some((brand) => brand.test(text))) return undefined;
    const named = products.filter(({ pattern }) => pattern.test(text));
    if (named.length === 0) return undefined;
    const carried = carriedFor(
      new RegExp(named.map(({ pattern }) => pattern.source).join('|'), 'i'),
      content,
    );
    const names = joinAsSentence(named.map(({ name }) => name.toLowerCase()));
    return {
      markdown: `Yes, we carry ${names}: ${joinAsSentence(carried)}.\n\nMore on ${markdownLink('our product portfolio', '/products')}.`,
      kind: 'facts',
      handover: false,
    };
  };
}

/** Words that ask which brand: 'kaunsa brand', 'kon company-r' are read into English first. */
const brandQuestion = /\b(?:brands?|make|makes)\b/;

/**
 * "Which brand of CCTV camera do you keep?", "CCTV milega? kaunsa brand?": a product the content's
 * brands list, named in the ask or in the ask just before it, answered with the brands that carry it.
 */
export function brandsOfNamedProduct({ content }: AnswerKit): AnswerStrategy {
  const productNames = [
    ...new Set(content.brands.brands.flatMap((brand) => brand.products.map(({ name }) => name))),
  ];
  const products = productNames.map((name) => ({ name, pattern: productNamePattern(name) }));
  const namedIn = (text: string) => products.filter(({ pattern }) => pattern.test(text));
  // "Which brands for CCTV and surveillance?" asks of a whole service, whose partners the facts
  // give with the services page: a word of a service's title (four letters or more) leaves it to them.
  const serviceTitleWords = new Set(
    content.services.services.flatMap(({ title }) =>
      title
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((word) => word.length >= 4),
    ),
  );
  const namesService = (text: string) =>
    text.split(/[^\p{L}]+/u).some((word) => serviceTitleWords.has(word.toLowerCase()));
  return ({ text, earlierTexts }) => {
    if (!brandQuestion.test(text) || namesService(text)) return undefined;
    const before = earlierTexts.at(-1);
    const namedNow = namedIn(text);
    const named = namedNow.length > 0 ? namedNow : before ? namedIn(before) : [];
    if (named.length === 0) return undefined;
    const carried = carriedFor(
      new RegExp(named.map(({ pattern }) => pattern.source).join('|'), 'i'),
      content,
    );
    if (carried.length === 0) return undefined;
    const names = joinAsSentence(named.map(({ name }) => name.toLowerCase()));
    return {
      markdown: `For ${names} we carry ${joinAsSentence(carried)}.\n\nMore on ${markdownLink('our product portfolio', '/products')}.`,
      kind: 'facts',
      handover: false,
    };
  };
}

/** The trade outside IT an ask names ("kapde", "scooter"), if any. */
export function tradeOutsideItNamed(ask: Ask): { name: string; pattern: RegExp } | undefined {
  return namedIn(tradesOutsideIt, ask);
}

/** "Kapde milenge?": a trade outside IT altogether, declined plainly with what the company does. */
export function tradeOutsideIt({ contacts, content }: AnswerKit): AnswerStrategy {
  return (ask) => {
    const trade = tradeOutsideItNamed(ask);
    if (!trade) return undefined;
    const ours = joinAsSentence(content.services.services.map((service) => `**${service.title}**`));
    const askUs = handoverParagraph(contacts.general, ask.question, 'For anything else, ask');
    return {
      markdown: `No, we don't deal in ${trade.name}. ${content.company.name} supplies ${joinAsSentence(content.company.productLines)}. What we do: ${ours}.\n\n${askUs}`,
      kind: 'negative',
      handover: true,
    };
  };
}

/** "Website design or software development?": IT work we do not do, with the services we do (from the content). */
export function otherItServiceNotOffered({ contacts, content }: AnswerKit): AnswerStrategy {
  return ({ question, text }) => {
    const asked = otherItServices.filter((service) => service.pattern.test(text));
    if (asked.length === 0) return undefined;
    const ours = joinAsSentence(content.services.services.map((service) => `**${service.title}**`));
    const askUs = handoverParagraph(contacts.general, question, 'For anything else, ask');
    return {
      markdown: `No, we don't do ${joinAsSentence(asked.map((service) => service.name))}. What we do: ${ours}.\n\n${askUs}`,
      kind: 'negative',
      handover: true,
    };
  };
}
