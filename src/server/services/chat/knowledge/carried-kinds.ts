// What the company does not sell and what it carries instead, read the same way for a question in
// any language: the taxonomy's kinds (product-categories.ts, general knowledge) against the
// content's own lists, which alone say what is carried.

import type { SiteContent } from '#content/index.js';
import { type NearbyCategory, nearbyCategories } from './product-categories.js';

/** Everything the content says the company supplies: its product lines, categories, services and brands' products. */
function suppliedText(content: SiteContent): string {
  return [
    ...content.company.productLines,
    ...content.productsPage.categories.map((category) => `${category.title} ${category.description}`),
    ...content.services.services.map(
      (service) => `${service.title} ${service.description} ${(service.otherWords ?? []).join(' ')}`,
    ),
    ...content.brands.brands.flatMap((brand) => brand.products.map((product) => product.name)),
  ]
    .join('\n')
    .toLowerCase();
}

const notSuppliedByContent = new WeakMap<SiteContent, readonly NearbyCategory[]>();

/**
 * The taxonomy's kinds the content lists nowhere: those a question is answered "no, we don't sell"
 * to. A kind the content does list (a telecom line of mobile phones) is never refused.
 */
export function kindsNotSupplied(content: SiteContent): readonly NearbyCategory[] {
  let kinds = notSuppliedByContent.get(content);
  if (!kinds) {
    const supplied = suppliedText(content);
    kinds = nearbyCategories.filter((category) => !category.pattern.test(supplied));
    notSuppliedByContent.set(content, kinds);
  }
  return kinds;
}

/**
 * The content's brands with products whose English name `products` matches, by position (the
 * brand's, and its products'), so an answer names them as the page in its language does.
 */
export function brandsCarrying(
  content: SiteContent,
  products: RegExp,
): { brand: number; products: number[] }[] {
  return content.brands.brands.flatMap((brand, position) => {
    const matching = brand.products.flatMap((product, index) => (products.test(product.name) ? [index] : []));
    return matching.length === 0 ? [] : [{ brand: position, products: matching }];
  });
}
