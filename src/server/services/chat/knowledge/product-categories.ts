/**
 * General knowledge about kinds of products that an IT distributor is often asked about but that
 * are a trade of their own: what each is called, the words that name it, and, where there is
 * one, which of the company's own product lines serves the nearest need. Written from general
 * knowledge of the trade, not from any visitor's question; what the company carries always
 * comes from the content (its brands' product names), and a kind the content does list (a
 * telecom line of mobile phones) is never refused.
 */
export type NearbyCategory = {
  /** The kind as an answer names it ("solar panels"). */
  name: string;
  /** Words a visitor names it by, lower case. */
  pattern: RegExp;
  /** The nearest need the company's products serve, when there is one. */
  nearest?: {
    /** The need ("power backup"). */
    need: string;
    /** Product names in the content (a brand's product list) that serve it. */
    carriedProducts: RegExp;
  };
};

const powerBackup = { need: 'power backup', carriedProducts: /\b(ups|inverters?|batter(y|ies))\b/i };

export const nearbyCategories: readonly NearbyCategory[] = [
  { name: 'solar panels', pattern: /\bsolar( panels?| plates?| modules?)?\b/, nearest: powerBackup },
  { name: 'generators', pattern: /\b(gen ?sets?|generators?|diesel generators?)\b/, nearest: powerBackup },
  {
    name: 'televisions',
    // Not a bare 'tvs': TVS is a brand of printers and keyboards.
    pattern: /\b(televisions?|tv( sets?)?|(led|smart) tvs?)\b/,
    nearest: { need: 'a screen', carriedProducts: /\b(monitors?|projectors?)\b/i },
  },
  {
    name: 'cameras for photography',
    pattern:
      /\b(dslrs?|mirrorless|camcorders?|action cameras?|gopro|digital cameras?)\b|\bcameras?\b.*\bphotograph/,
    nearest: { need: 'security cameras', carriedProducts: /\bcctv cameras?\b/i },
  },
  {
    name: 'gaming consoles',
    pattern: /\b(ps ?[345]|playstations?|xbox|nintendo|(gaming|video game) consoles?)\b/,
    nearest: { need: 'gaming', carriedProducts: /\b(gaming \w+|graphics cards?)\b/i },
  },
  {
    name: 'software licences',
    pattern: /\b(licen[cs]es?|ms office|microsoft office|office 365|antivirus|operating systems?)\b/,
    nearest: { need: 'computers to run it on', carriedProducts: /\b(laptops|desktops)\b/i },
  },
  {
    name: 'photocopiers',
    pattern: /\b(photocopiers?|photocopy machines?|xerox machines?|copiers?)\b/,
    nearest: { need: 'printing', carriedProducts: /\bprinters?\b/i },
  },
  {
    name: 'home theatre systems',
    pattern: /\b(home theat(er|re)s?|sound ?bars?|music systems?)\b/,
    nearest: { need: 'sound', carriedProducts: /\b(speakers|headphones)\b/i },
  },
  { name: 'mobile phones', pattern: /\b(mobile phones?|smart ?phones?|feature phones?)\b/ },
  {
    name: 'air conditioners',
    // 'AC' alone, but not an AC adapter or AC power.
    pattern: /\b(air ?conditioners?|acs?\b(?! (adapters?|chargers?|power|cords?|cables?|supply)))\b/,
  },
  {
    name: 'home appliances',
    pattern:
      /\b(fridges?|refrigerators?|washing machines?|microwaves?|ovens?|geysers?|water purifiers?|mixer grinders?|air coolers?|home appliances?)\b/,
  },
  { name: 'smartwatches', pattern: /\b(smart ?watch(es)?|fitness bands?|wearables?)\b/ },
];

/**
 * Trades outside IT altogether, asked of any company now and then: declined plainly with what
 * the company does (from the content).
 */
export const tradesOutsideIt: readonly { name: string; pattern: RegExp }[] = [
  { name: 'groceries', pattern: /\b(grocer(y|ies)|vegetables?|sabzi|ration|rice|atta)\b/ },
  { name: 'clothes', pattern: /\b(clothes|clothing|garments?|kapde|kapda|sarees?|shoes)\b/ },
  { name: 'vehicles', pattern: /\b(cars?|bikes?|scooters?|motorcycles?|vehicles?)\b/ },
  // Not 'desks': a help desk or service desk is asked of often.
  { name: 'furniture', pattern: /\b(furniture|chairs?|tables?|sofas?|almirahs?|cupboards?)\b/ },
  { name: 'medicines', pattern: /\b(medicines?|pharmacy|dawai|dawa|osudh|oshudh)\b/ },
  {
    name: 'property',
    pattern: /\b(flats?|houses?|rooms?) (for|on) (rent|sale)\b|\b(apartments?|property|real estate)\b/,
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
