/**
 * What kind of answer a question wants, read from its (normalised) wording: a person, a detail
 * the content does not publish, a job, a store. Patterns, not a model: each is a short list of
 * the ways visitors say it, tested with the gold set's wordings and their neighbours.
 */

const personRequest =
  /\b(talk|speak|chat)\s+(to|with)\b|\breal person\b|\bhuman\b|\bagent\b|\bcall me\b|\bcall back\b|\bcallback\b|\bconnect me\b|\bcustomer care\b|\bwhatsapp\b|\bwho(m)?\s+(should|can|do|shall)\s+(i|we)\s+(contact|call|talk|speak|ask|message|reach)\b|\bwho can (i|we)\b|\bnumber to call\b|\bbaat\b|\bkotha bol\w*|\bkar sathe\b|\bcomplaint\b|\brepresentative\b/;

/** A question about a detail the content does not hold, and whose contact can answer it. */
export type UnknownDetail = {
  /** What is not published, for the sentence: 'store timings'. */
  what: string;
  /** Who can answer: a store (or store help), sales, support, or the general contact. */
  askWho: 'store' | 'sales' | 'support' | 'general' | 'office';
  /** Only about something we trade: "the price of bitcoin" is off-topic, not an unknown price. */
  aboutProducts?: boolean;
};

/** Words that put a price or stock question on our products. */
const productCue =
  /\b(laptops?|printers?|desktops?|monitors?|products?|models?|machines?|inverters?|ups|cameras?|cctv|biometric|dealer|emi|tablets?|drives?|projectors?|speakers?|items?|hardware|accessories|store)\b/;

/** Words of coming to a place ("can I drop by"). */
const visitWords = /\b(come|coming|visit|visiting|drop (by|in)|walk in|stop by|pop in)\b/.source;
/** A day or a time of day that a visit is asked for ("tomorrow morning", "on Saturday", "at 3 pm"). */
const visitMoments =
  /\b(today|tomorrow|tonight|morning|afternoon|evening|(mon|tues|wednes|thurs|fri|satur|sun)days?|\d{1,2}(:\d{2})?\s*(am|pm|o'?clock)|at \d{1,2})\b/
    .source;
/** Coming on a day or at a time: asked of an office or a store, whether it is open then. */
const visitThen = new RegExp(`^(?=.*${visitWords})(?=.*${visitMoments})`);

/** A question about when a store or office is open: its hours, a day, a festival, now. */
const openingHoursQuestion = new RegExp(
  [
    /\btimings?\b|\bopening hours\b|\bbusiness hours\b|\bhours\b|\bwhat time\b|\bholidays?\b/.source,
    /\bopen (on|during|till|until|today|tomorrow|now|at)\b|\bclos(e|es|ed|ing) (time|at|on|today|tomorrow|now)\b/
      .source,
    // 'open' with a day or a moment, not of the past ("When did the Patna branch open?" is history).
    /^(?!.*\b(did|was|were|opened|since)\b)(?=.*\b(open|closed?|closes)\b)(?=.*\b(today|tomorrow|now|when|till|until|(mon|tues|wednes|thurs|fri|satur|sun)days?|puja|diwali|holi|eid|festivals?)\b)/
      .source,
    // Coming to a store or an office on a day or at a time ("can I come to the Patna office on
    // Saturday at 3 pm?") asks whether it is open then.
    `${visitThen.source}(?=.*\\b(office|branch|store|shop|showroom|outlet)\\b)`,
  ].join('|'),
);

/** Words of a break in the day that the content does not use: the spelling corrector knows them ('lunch', not 'launch'). */
export const breakWords = ['lunch', 'tiffin', 'midday', 'break'];

/** A break in the day: "lunch break", "break time", "closed for lunch". */
const breakTimeQuestion =
  /\b(lunch|tea|tiffin|midday|afternoon)[ -]?(breaks?|time|hours?)\b|\bbreak ?(time|timings?|hours?)\b|\b(close[sd]?|shut) for (lunch|a break)\b/;

export function asksBreakTime(text: string): boolean {
  return breakTimeQuestion.test(text);
}

/**
 * "Can I drop by tomorrow morning?": coming on a day or at a time, whose place (a store by its
 * name, or one an earlier turn named) the caller finds.
 */
export function asksToVisitThen(text: string): boolean {
  return visitThen.test(text) && !jobWords.test(text);
}

export function asksOpeningHours(text: string): boolean {
  return openingHoursQuestion.test(text) || breakTimeQuestion.test(text);
}

const unknownDetails: readonly { pattern: RegExp; detail: UnknownDetail }[] = [
  { pattern: openingHoursQuestion, detail: { what: 'opening hours', askWho: 'store' } },
  {
    pattern: /\bin stock\b|\bstock availability\b|\bavailability\b/,
    detail: { what: 'stock levels', askWho: 'sales', aboutProducts: true },
  },
  {
    pattern:
      /^(?=.*\bemi\b)(?=.*\b(interest|rates?|months?|tenure|zero cost|no cost|down payment)\b)|\binterest rate\b/,
    detail: { what: 'EMI terms (months, interest or zero-cost offers)', askWho: 'sales' },
  },
  {
    pattern: /^(?=.*\bexchange\b)(?=.*\b(how much|value|worth|price)\b)|\b(value|worth) of my (old )?\w+/,
    detail: { what: 'what an old device is worth in exchange', askWho: 'store' },
  },
  {
    pattern:
      /\bprices?\b|\bpricing\b|\bcosts?\b|\bhow much (is|are|does|do|for|would|will|ka|ki|ke)\b|\brates?\b|\bprice list\b|\bquotation\b|\bdiscounts?\b|\boffers? (on|today)\b|\b\d+ ?% off\b/,
    detail: { what: 'prices, offers or discounts', askWho: 'sales', aboutProducts: true },
  },
  {
    pattern: /\bdeliver(y|ies|s)?\b|\bshipping\b|\bcourier\b/,
    detail: { what: 'delivery areas or charges', askWho: 'office' },
  },
  {
    pattern: /\bwarranty (period|duration|term)\b|\bhow long\b.*\bwarranty\b/,
    detail: { what: 'warranty periods of products', askWho: 'support' },
  },
  {
    pattern: /\bgst(in)?\b|\bpan (number|no)\b|\btax (number|id)\b/,
    detail: { what: 'our GST or tax numbers', askWho: 'general' },
  },
  {
    pattern: /\bowner\b|\bmd\b|\bceo\b|\bmanaging director\b|\bdirectors?\b|\bfounders?\b|\bproprietor\b/,
    detail: { what: 'the names of our directors or staff', askWho: 'general' },
  },
];

const jobWords =
  /\b(jobs?|vacanc\w*|openings?|hiring|positions?|posts?|roles?|careers?|recruit\w*|freshers?|internships?)\b/;
/** Words for a shop in general; the names of the company's kinds of store come from the content. */
export const storeWords = /\b(stores?|retail|showrooms?)\b/;
const anaphora =
  /\b(they|theirs?|them|it|its|there|those|these|that one|which one|this one|same one|the same)\b/;
const continuation = /^\s*(and|also|what about|how about|ok(ay)?,? and|then)\b/;

export function asksForPerson(text: string): boolean {
  return personRequest.test(text);
}

export function unknownDetailOf(text: string, namesOurBrand: boolean): UnknownDetail | undefined {
  const detail = unknownDetails.find(({ pattern }) => pattern.test(text))?.detail;
  if (detail?.aboutProducts && !namesOurBrand && !productCue.test(text)) return undefined;
  return detail;
}

/** "near me", "closest to Puri", "around Bardhaman", "in Jalpaiguri district". */
const nearWords =
  /\b(near|nearest|nearby|closest|close to|around|district|vicinity|live|living|stay|staying|from)\b/;
/** Words that ask where something is, not what it is: they do not make a topic of their own. */
const placeWords = new Set([
  'near',
  'nearest',
  'nearby',
  'closest',
  'close',
  'around',
  'district',
  'live',
  'living',
  'stay',
  'staying',
  'based',
  'moving',
  'anything',
  'office',
  'branch',
  'store',
  'located',
  'location',
  'address',
  'city',
  'town',
  'area',
  'place',
  'visit',
  'come',
  'there',
  'here',
  'something',
  'one',
  'any',
  'which',
  'where',
  'then',
]);
const officeWords = /\b(offices?|branch(es)?|head office|headquarters?)\b/;
const buyWords =
  /\b(buy|purchase|sell|sells|selling|stock|carry|available|have|shop|distribute|supply|deal)\b/;
/** Things people buy: a trade question about something the facts do not hold is a product we do not carry. */
const tradeObjects =
  /\b(\w+ers?|\w+ors?|machines?|tvs?|televisions?|phones?|fridges?|appliances?|chairs?|furniture|cars?|bikes?|cameras?|watches?)\b/;

/** A buyer's words: a quote, an order, a quantity to buy for a business. */
const quoteWords = /\b(quotes?|quotations?|bulk|orders?|wholesale|enquir(y|ies|e))\b/;

/**
 * A visitor who is, or wants to become, a dealer or reseller ("want to become your dealer", "we
 * are resellers in Cuttack", "dealer banna hai"); not one asking whether we are one ("are you an
 * HP distributor?") or whether we sell to dealers.
 */
const dealerNeed =
  /\b(become|becoming|be|join as|register as|sign up as|tie up as)\s+(a |an |your |our )?(\w+ )?(dealers?|resellers?|distributors?|(channel |business )?partners?)\b|\b(dealership|distributorship)\b|\b(i am|i'm|im|we are|we're|as|hum|ami|amra) (a |an )?(\w+ )?(dealers?|resellers?|retailers?)\b|\b(dealers?|resellers?|distributors?|partners?) (banna|banana|banne|hona|hote|hobo)\b|\b(want|like|wish|plan) to resell\b/;

/**
 * Quiz, chit-chat and entertainment ("who won IPL?", "tell me a joke about HP", "the weather in
 * Kolkata"): not about the company, whichever of its names the question happens to use.
 */
const generalKnowledge =
  /\b(who won|capital of|weather (today|forecast|in|of|now)|jokes?|poems?|kobita|kavita|shayari|cricket|ipl|football|scores?|recipes?|horoscope|prime minister|chief minister|president of)\b/;

export const mentionsJob = (text: string) => jobWords.test(text);
export const asksGeneralKnowledge = (text: string) => generalKnowledge.test(text);
export const needsDealerDesk = (text: string) => dealerNeed.test(text);
export const asksForQuote = (text: string) => quoteWords.test(text);
export const asksNear = (text: string) => nearWords.test(text);
export const mentionsOffice = (text: string) => officeWords.test(text);
export const asksToBuy = (text: string) => buyWords.test(text);
export const isPlaceWord = (term: string) => placeWords.has(term);
export const soundsLikeTrade = (text: string) => tradeObjects.test(text);
/** 'what is their phone?', 'and in Ranchi?': the question leans on the one before. */
export const leansOnPrevious = (text: string) => anaphora.test(text) || continuation.test(text);

/** The team a visitor asking for a person most likely wants, by the words of the request. */
export function teamFor(text: string): 'hr' | 'sales' | 'support' | 'general' {
  if (/\b(hr|human resources?|application|applied|job|resume|interview|career)\b/.test(text)) return 'hr';
  if (/\b(complaint|warranty|repair|service|support|customer care|defect|faulty|broken)\b/.test(text))
    return 'support';
  if (/\b(sales?|bulk|order|quote|quotation|dealer|reseller|purchase|buy)\b/.test(text)) return 'sales';
  return 'general';
}
