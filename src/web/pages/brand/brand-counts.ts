import type { Brand } from '#content/index.js';
import type { Translate } from '#web/app/interface-text.js';

/** The brand hero's count, an ICU plural: '8 Product Categories', '1 Product Category'. */
const categoryCountText = '{count, plural, one {# Product Category} other {# Product Categories}}';

/** The brand hero: '8 Product Categories' in the page's language. */
export function categoryCountLabel(brand: Brand, text: Translate): string {
  return text(categoryCountText, { count: brand.products.length });
}
