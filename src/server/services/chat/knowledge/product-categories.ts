/**
 * General knowledge about kinds of IT and electronics products that an IT distributor is often
 * asked about but that are a trade of their own: what each is called, the words that name it,
 * and which of the company's own product lines is its nearest need. Written from general
 * knowledge of the trade, not from any visitor's question; what the company carries always
 * comes from the content (its brands' product names).
 */
export type NearbyCategory = {
  /** The kind as an answer names it ("solar panels"). */
  name: string;
  /** Words a visitor names it by, lower case. */
  pattern: RegExp;
  /** The need it serves ("power backup"). */
  need: string;
  /** Product names in the content (a brand's product list) that serve the same need. */
  carriedProducts: RegExp;
};

export const nearbyCategories: readonly NearbyCategory[] = [
  {
    name: 'solar panels',
    pattern: /\bsolar( panels?| plates?| modules?)?\b/,
    need: 'power backup',
    carriedProducts: /\b(ups|inverters?|batter(y|ies))\b/i,
  },
  {
    name: 'generators',
    pattern: /\b(gen ?sets?|generators?|diesel generators?)\b/,
    need: 'power backup',
    carriedProducts: /\b(ups|inverters?|batter(y|ies))\b/i,
  },
  {
    name: 'televisions',
    // Not a bare 'tvs': TVS is a brand of printers and keyboards.
    pattern: /\b(televisions?|tv( sets?)?|(led|smart) tvs?)\b/,
    need: 'a screen',
    carriedProducts: /\b(monitors?|projectors?)\b/i,
  },
];

/**
 * IT work that is a trade of its own (software, not hardware): asked of IT companies often, and
 * answered with the services the content lists.
 */
export const otherItServices: readonly { name: string; pattern: RegExp }[] = [
  { name: 'website design', pattern: /\b(web ?sites?|web ?design(ing)?|web development)\b/ },
  { name: 'software development', pattern: /\b(software development|custom software|software banate)\b/ },
  { name: 'app development', pattern: /\b(mobile apps?|app development|apps? (banate|bana|build))\b/ },
  { name: 'digital marketing', pattern: /\b(digital marketing|seo|social media marketing)\b/ },
];
