import { joinAsSentence, type SiteContent } from '#content/index.js';
import { handoverParagraph } from '#server/services/chat/handover.js';
import {
  type NearbyCategory,
  nearbyCategories,
  otherItServices,
} from '#server/services/chat/knowledge/product-categories.js';
import type { AnswerKit, AnswerStrategy } from './answer-kit.js';

/** The content's brands with a product serving the category's need, each with those products. */
function carriedFor(category: NearbyCategory, content: SiteContent): string[] {
  return content.brands.brands.flatMap((brand) => {
    const products = brand.products
      .map((product) => product.name)
      .filter((name) => category.carriedProducts.test(name));
    return products.length === 0 ? [] : [`**${brand.name}** (${joinAsSentence(products)})`];
  });
}

/**
 * "Solar panel bhi bechte ho?": a kind of product we do not sell, answered no with the brands
 * we carry for the same need (from the content), and sales to ask.
 */
export function nearbyCategoryNotCarried({ contacts, content }: AnswerKit): AnswerStrategy {
  return ({ question, text }) => {
    const category = nearbyCategories.find((candidate) => candidate.pattern.test(text));
    if (!category) return undefined;
    const carried = carriedFor(category, content);
    if (carried.length === 0) return undefined;
    const askSales = handoverParagraph(contacts.sales, question, 'For anything else, ask');
    return {
      markdown: `No, we don't sell ${category.name}. For ${category.need} we carry ${joinAsSentence(carried)}.\n\n${askSales}`,
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
