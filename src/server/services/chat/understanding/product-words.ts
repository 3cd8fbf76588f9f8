// The content's products a question in Bengali or Devanagari script names by their kind
// ('সিসিটিভি ক্যামেরা', 'SSD', 'हार्ड डिस्क'), for "which brands do you keep for …" (issue 48). The
// words come from the products' names in every language; each sentence of a question is read on
// its own, so that 'SSD … ? And a hard disk for CCTV?' names the brands of both.

import type { SiteContent } from '#content/index.js';
import { loanwordSpelling } from './indic-words.js';
import { comparable } from './message-script.js';

/**
 * A brand, the positions of the products of its the question names, and the sentences of the
 * question (by their place) that name them.
 */
export type BrandProducts = { brand: string; products: readonly number[]; sentences: readonly number[] };

/**
 * Loanwords a question uses for what a product's English name says otherwise: a "disk" is sold as
 * a drive, a drive "for CCTV" as a surveillance drive.
 */
const wordsAlike: Record<string, string> = { disk: 'drive', cctv: 'surveillance' };

/**
 * Where a question moves to another kind of product: a sentence's end, or 'and' between two kinds
 * ('সিসিটিভি ক্যামেরা আর হাজিরার মেশিন', 'CCTV aur biometric'), so that each kind is answered with
 * its own brands.
 */
const kindsApart = /[?？!।]+|\s(?:আর|এবং|ও|और|तथा|एवं|and|aur|ar|ebong|&)\s/iu;

/** Each brand's products with their names' words in every language (three letters or more). */
export function brandProductWords(
  content: SiteContent,
  translatedContents: readonly SiteContent[],
): { brand: string; products: Set<string>[] }[] {
  return content.brands.brands.map((brand, position) => ({
    brand: brand.name,
    products: brand.products.map((_, product) => {
      const names = [content, ...translatedContents].flatMap(
        (inLanguage) => inLanguage.brands.brands[position]?.products[product]?.name ?? [],
      );
      const englishName = brand.products[product]?.name ?? '';
      const words = [...names, ...serviceWordsFor(englishName)]
        .flatMap((name) => comparable(name).split(/[^\p{L}\p{M}\d]+/u))
        .filter((word) => [...word].length >= 3);
      return new Set(words.flatMap((word) => [word, word.replace(/s$/, '')]));
    }),
  }));

  /**
   * The other words, in every language, of the services whose own English words a product's name
   * has ('Biometric Attendance Systems': the attendance service's 'হাজিরা'); not a word several
   * services share ('brands'), which names no kind of product.
   */
  function serviceWordsFor(productName: string): string[] {
    const singular = (word: string) => word.toLowerCase().replace(/s$/, '');
    const nameWords = new Set(productName.split(/[^\p{L}\p{N}]+/u).map(singular));
    const services = content.services.services;
    const servicesSaying = (word: string) =>
      services.filter((service) =>
        (service.otherWords ?? []).some((other) => singular(other) === singular(word)),
      ).length;
    const namedServices = services.flatMap((service, position) =>
      (service.otherWords ?? []).some((word) => nameWords.has(singular(word)) && servicesSaying(word) === 1)
        ? [position]
        : [],
    );
    const ownWord = (position: number, wordPosition: number) =>
      servicesSaying(services[position]?.otherWords?.[wordPosition] ?? '') === 1;
    return namedServices.flatMap((position) =>
      [content, ...translatedContents].flatMap((inLanguage) =>
        (inLanguage.services.services[position]?.otherWords ?? []).filter((_, wordPosition) =>
          ownWord(position, wordPosition),
        ),
      ),
    );
  }
}

/**
 * The brands whose products a question names, sentence by sentence: in each, the brands whose
 * products most of its words name, with those of their products the most words name. A word
 * counts once however it is spelt: as written, without its case ending (`stem`: 'সিসিটিভির' →
 * 'সিসিটিভি'), in Latin letters ('hard') or as the word alike ('disk': drive).
 */
export function productsNamedIn(
  message: string,
  stem: (word: string) => readonly string[],
  productWords: ReturnType<typeof brandProductWords>,
): BrandProducts[] {
  const index = productIndexOf(productWords);
  const named = new Map<string, { products: Set<number>; sentences: Set<number> }>();
  for (const [place, sentence] of message.split(kindsApart).entries()) {
    const spellingsOfEachWord = sentence
      .normalize('NFC')
      .split(/[^\p{L}\p{M}\d]+/u)
      .filter((word) => word !== '')
      .map((word) => {
        const forms = [word, ...stem(word)];
        const spellings = [...forms.map(comparable), ...forms.flatMap(loanwordSpelling)];
        return new Set([...spellings, ...spellings.flatMap((spelling) => wordsAlike[spelling] ?? [])]);
      });
    // Each word counts once for a product (and once for its brand) however many of its spellings
    // the product's words hold: the scores are counted through the index from word to products.
    const productScores = new Map<number, number[]>();
    const brandScores = new Map<number, number>();
    for (const spellings of spellingsOfEachWord) {
      const productsNamed = new Map<number, Set<number>>();
      for (const spelling of spellings)
        for (const [brand, product] of index.get(spelling) ?? []) {
          const products = productsNamed.get(brand) ?? new Set<number>();
          products.add(product);
          productsNamed.set(brand, products);
        }
      for (const [brand, products] of productsNamed) {
        brandScores.set(brand, (brandScores.get(brand) ?? 0) + 1);
        const scores = productScores.get(brand) ?? productWords[brand]?.products.map(() => 0) ?? [];
        for (const product of products) scores[product] = (scores[product] ?? 0) + 1;
        productScores.set(brand, scores);
      }
    }
    const best = Math.max(0, ...brandScores.values());
    if (best === 0) continue;
    // In the content's order of brands, as the answers list them.
    for (const [position, brandScore] of [...brandScores].sort(([a], [b]) => a - b)) {
      const brand = productWords[position]?.brand;
      const scores = productScores.get(position);
      if (brandScore !== best || brand === undefined || scores === undefined) continue;
      const top = Math.max(...scores);
      const found = named.get(brand) ?? { products: new Set<number>(), sentences: new Set<number>() };
      scores.forEach((score, product) => {
        if (score === top) found.products.add(product);
      });
      found.sentences.add(place);
      named.set(brand, found);
    }
  }
  return [...named].map(([brand, { products, sentences }]) => ({
    brand,
    products: [...products],
    sentences: [...sentences],
  }));
}

type ProductWords = ReturnType<typeof brandProductWords>;

/** Each word of a product's name, to the brands and products it names: built once per content. */
const productIndexes = new WeakMap<ProductWords, Map<string, [brand: number, product: number][]>>();

function productIndexOf(productWords: ProductWords): Map<string, [brand: number, product: number][]> {
  const known = productIndexes.get(productWords);
  if (known) return known;
  const index = new Map<string, [number, number][]>();
  productWords.forEach(({ products }, brand) => {
    products.forEach((words, product) => {
      for (const word of words) index.set(word, [...(index.get(word) ?? []), [brand, product]]);
    });
  });
  productIndexes.set(productWords, index);
  return index;
}
