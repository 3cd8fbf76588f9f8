import type { Brand } from '#content/index.js';

function counted(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** The brand hero: '8 Product Categories', '1 Product Category'. */
export function categoryCountLabel(brand: Brand): string {
  return counted(brand.products.length, 'Product Category', 'Product Categories');
}
