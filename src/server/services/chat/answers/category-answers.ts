import { joinAsSentence, type SiteContent } from '#content/index.js';
import { handoverParagraph } from '#server/services/chat/handover.js';
import { type NearbyCategory, nearbyCategories } from '#server/services/chat/knowledge/product-categories.js';
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
