import type { SiteContent } from '#content/collections.js';
import {
  distanceKm,
  indianPlaces as gazetteer,
  placeNames,
} from '#server/services/chat/understanding/indian-places.js';
import { indianPlaces, productBrands } from './named-places-and-brands.js';

/**
 * How the chat evaluation judges one answer of the assistant: whether it says what a correct
 * answer must say (facts, contact link, source page), and which of its facts are invented, that
 * is found neither in the content nor in the visitor's own words.
 */

/** A text an answer must (or must not) hold: one wording, or any one of several. */
export type Expected = string | { anyOf: readonly string[] };

export function anyOf(...wordings: string[]): Expected {
  return { anyOf: wordings };
}

/** What a correct answer to one question does. */
export type Expectation = {
  /** Facts (read from the content) and words it must contain. */
  mustContain: readonly Expected[];
  mustNotContain: readonly string[];
  /** Whether it must offer a working tel:, mailto: or https://wa.me/ link to a contact of the content. */
  contactLink: boolean;
  /** The site pages it must link to, one per group of facts. */
  sources: readonly Expected[];
};

type InventedFact = { kind: 'phone' | 'email' | 'link' | 'brand' | 'place' | 'number'; value: string };

export type Verdict = {
  /** Every required fact present, nothing forbidden, the contact link and source links when required. */
  correct: boolean;
  missing: string[];
  forbidden: string[];
  missingContactLink: boolean;
  missingSources: string[];
  /** Listed whether or not the answer is correct: the bar for these is zero. */
  inventedFacts: InventedFact[];
};

/** What the content holds, in the forms an answer is checked against. */
export type ContentReference = {
  phones: Set<string>;
  emails: Set<string>;
  /** Absolute web addresses in the content. */
  webAddresses: Set<string>;
  /** The site's own pages, and the paths the content links to. */
  sitePaths: Set<string>;
  /** The site's own address, for absolute links to its pages. */
  siteOrigin: string | undefined;
  numbers: Set<number>;
  /** Every text of the content, lower case, for names: is 'Delhi' or 'Dell' anywhere in it? */
  text: string;
};

/** Content fields about how the site looks, not what the company is: their digits are not facts. */
const presentationKeys = new Set(['gradient', 'logo', 'fallbackLogo', 'icon', 'size']);

const phonePattern = /\+?\d(?:[ -]?\d){9,12}/g;
const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const markdownLinkPattern = /\[([^\]]*)\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g;
const bareLinkPattern = /\b(?:https?:\/\/|tel:|mailto:)[^\s<>()[\]]+/gi;
const numberPattern = /\d+(?:[.,]\d+)*/g;
/** '1. ' at the start of a line is list formatting, not a number the answer states. */
const orderedListMarker = /^\s*\d+[.)]\s/gm;

/** A phone number as the last ten digits: '+91 33 0000 0012', 'tel:+913300000012' and 'wa.me/913300000012' agree. */
function phoneKey(text: string): string {
  return text.replace(/\D/g, '').slice(-10);
}

function isPhoneNumber(text: string): boolean {
  return new RegExp(`^${phonePattern.source}$`).test(text.trim());
}

function isEmailAddress(text: string): boolean {
  return new RegExp(`^${emailPattern.source}$`).test(text.trim());
}

function numberValue(token: string): number {
  return Number(token.replace(/,/g, ''));
}

/** Lower case, straight apostrophes, no markdown emphasis, one space between words. */
function normalise(text: string): string {
  return text.toLowerCase().replace(/[‘’]/g, "'").replace(/[*`]/g, '').replace(/\s+/g, ' ').trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether `wording` stands in `text` as whole words ('8' is not in '+91 33 0000 0018'; '₹' is in '₹500'). */
function containsWords(text: string, wording: string): boolean {
  const wanted = normalise(wording);
  const before = /^[\p{L}\p{N}]/u.test(wanted) ? '(?<![\\p{L}\\p{N}])' : '';
  const after = /[\p{L}\p{N}]$/u.test(wanted) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${before}${escapeRegExp(wanted)}${after}`, 'u').test(normalise(text));
}

/** A text taken apart into the facts it states. */
type TextFacts = {
  /** Link targets: markdown links, autolinks and bare addresses. */
  links: string[];
  phones: Set<string>;
  phoneTexts: string[];
  emails: Set<string>;
  emailTexts: string[];
  /** The words a reader sees, without link targets, phone numbers and e-mail addresses. */
  prose: string;
  /** The prose with link labels: what facts are looked up in. */
  readable: string;
  numbers: number[];
};

function factsOf(text: string): TextFacts {
  const links: string[] = [];
  const readable = text.replace(markdownLinkPattern, (_link, label: string, target: string) => {
    links.push(target);
    return label;
  });
  const withoutLinks = readable.replace(bareLinkPattern, (link) => {
    links.push(link.replace(/[.,;:!?]+$/, ''));
    return ' ';
  });
  const phoneTexts = [...withoutLinks.matchAll(phonePattern)].map((match) => match[0]);
  const emailTexts = [...withoutLinks.matchAll(emailPattern)].map((match) => match[0].toLowerCase());
  const prose = withoutLinks.replace(emailPattern, ' ').replace(phonePattern, ' ');
  const contacts = links.map(contactOf);
  return {
    links,
    phones: new Set([...phoneTexts.map(phoneKey), ...contacts.flatMap((contact) => contact?.phone ?? [])]),
    phoneTexts,
    emails: new Set([...emailTexts, ...contacts.flatMap((contact) => contact?.email ?? [])]),
    emailTexts,
    prose,
    readable,
    numbers: [...prose.replace(orderedListMarker, ' ').matchAll(numberPattern)].map((match) =>
      numberValue(match[0]),
    ),
  };
}

/** What a contact link (tel:, mailto:, https://wa.me/) opens: a phone, as its key, or an e-mail address. */
function contactOf(link: string): { phone?: string; email?: string } | undefined {
  if (/^tel:|^https:\/\/wa\.me\//i.test(link)) return { phone: phoneKey(link.split('?')[0]!) };
  if (/^mailto:/i.test(link)) return { email: mailtoAddress(link) };
  return undefined;
}

/** The address of 'mailto:a@b.in?subject=…' (or of a bare 'a@b.in'), in lower case. */
function mailtoAddress(link: string): string {
  return link
    .replace(/^mailto:/i, '')
    .split('?')[0]!
    .toLowerCase();
}

/** The site path a link points to, or undefined when it leaves the site. */
function sitePathOf(link: string, siteOrigin: string | undefined): string | undefined {
  let path: string;
  if (link.startsWith('/') && !link.startsWith('//')) path = link;
  else if (siteOrigin && link.startsWith(siteOrigin)) path = link.slice(siteOrigin.length) || '/';
  else return undefined;
  const withoutQuery = path.split(/[?#]/)[0]!;
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery;
}

function withoutTrailingSlash(address: string): string {
  return address.replace(/\/+$/, '');
}

/**
 * Every value of the content, as facts: phones, e-mails, addresses, numbers (also how many items
 * each list holds, and how many share a value, e.g. three stores in Kolkata), and the text.
 */
export function buildContentReference(
  content: SiteContent,
  sitePaths: readonly string[],
  siteOrigin?: string,
): ContentReference {
  const texts: string[] = [];
  const numbers = new Set<number>();

  function visit(value: unknown, key: string) {
    if (presentationKeys.has(key)) return;
    if (typeof value === 'number') numbers.add(value);
    else if (typeof value === 'string') {
      // Keys of photos and pages ('activity-sponsor-01') are not facts; a Job ID ('001') is.
      if (key !== 'id' || /^\d+$/.test(value)) texts.push(value);
    } else if (Array.isArray(value)) {
      numbers.add(value.length);
      for (const count of sharedValueCounts(value)) numbers.add(count);
      for (const item of value) visit(item, key);
    } else if (value && typeof value === 'object') {
      for (const [field, fieldValue] of Object.entries(value)) visit(fieldValue, field);
    }
  }
  visit(content, '');

  const facts = texts.map(factsOf);
  for (const fact of facts) for (const number of fact.numbers) numbers.add(number);
  const contentPaths = texts.filter((text) => text.startsWith('/'));
  return {
    phones: new Set(facts.flatMap((fact) => [...fact.phones])),
    emails: new Set(facts.flatMap((fact) => [...fact.emails])),
    webAddresses: new Set(
      facts.flatMap((fact) => fact.links.filter((link) => /^https?:/i.test(link)).map(withoutTrailingSlash)),
    ),
    sitePaths: new Set([...sitePaths, ...contentPaths]),
    siteOrigin,
    numbers,
    text: texts.join('\n').toLowerCase(),
  };
}

/** For a list of records, how many records share each value of each field. */
function sharedValueCounts(items: readonly unknown[]): number[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) continue;
    for (const [field, value] of Object.entries(item)) {
      if (typeof value !== 'string' && typeof value !== 'boolean') continue;
      const key = `${field}\u0000${String(value)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts.values()];
}

/**
 * The facts of an answer found neither in the content nor in what the visitor wrote (repeating
 * the visitor's 'Delhi' in "We have no Delhi office" invents nothing): phone numbers, e-mail
 * addresses, links (tel:, mailto:, wa.me, web and site paths), brands, Indian places and numbers.
 */
function findInventedFacts(answer: string, reference: ContentReference, visitorText: string): InventedFact[] {
  const { rest, wrongClock } = withoutTrueClock(answer, new Date());
  const facts = factsOf(rest);
  const visitor = factsOf(visitorText);
  const visitorWords = visitorText.toLowerCase();
  const invented = new Map<string, InventedFact>();
  // A number or address shown as a link's label and behind it is one fact, listed once.
  const add = (fact: InventedFact) => {
    const key = `${fact.kind}:${sameFactKey(fact)}`;
    if (!invented.has(key)) invented.set(key, fact);
  };
  if (wrongClock) add({ kind: 'number', value: wrongClock });
  const known: KnownFacts = {
    phone: (key) => reference.phones.has(key) || visitor.phones.has(key),
    email: (address) => reference.emails.has(address) || visitor.emails.has(address),
    link: (link) => reference.webAddresses.has(withoutTrailingSlash(link)) || visitor.links.includes(link),
  };

  for (const phone of facts.phoneTexts) {
    if (!known.phone(phoneKey(phone))) add({ kind: 'phone', value: phone });
  }
  for (const email of facts.emailTexts) {
    if (!known.email(email)) add({ kind: 'email', value: email });
  }
  for (const link of facts.links) {
    const problem = linkProblem(link, reference, known);
    if (problem) add(problem);
  }
  for (const [kind, names] of [
    ['brand', productBrands],
    ['place', indianPlaces],
  ] as const) {
    for (const name of names) {
      if (!containsWords(facts.prose, name)) continue;
      if (containsWords(reference.text, name) || containsWords(visitorWords, name)) continue;
      add({ kind, value: name });
    }
  }
  const visitorNumbers = new Set(visitor.numbers);
  const trueDistances = distancesStated(facts.prose).filter((km) =>
    isTrueDistance(km, visitorWords, reference),
  );
  for (const number of facts.numbers) {
    if (!reference.numbers.has(number) && !visitorNumbers.has(number) && !trueDistances.includes(number)) {
      add({ kind: 'number', value: String(number) });
    }
  }
  return [...invented.values()];
}

/** How far the clock an answer states may be from the scorer's (the answer was given a moment before). */
const CLOCK_TOLERANCE_MINUTES = 5;

/**
 * An answer about opening hours starts "It is Sunday, 11:40 am in India now." (issue 49): the time
 * is not a fact of the content but of the clock. A true one is left out of the facts checked; a
 * wrong one is returned as invented.
 */
function withoutTrueClock(answer: string, now: Date): { rest: string; wrongClock?: string } {
  const clock = /It is (\w+day), (\d{1,2}):(\d\d) (am|pm) in India now\./.exec(answer);
  if (!clock) return { rest: answer };
  const [sentence, weekday, hourText, minuteText, half] = clock;
  const india = new Date(now.getTime() + 330 * 60_000);
  const indiaWeekday = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][
    india.getUTCDay()
  ];
  const hour = (Number(hourText) % 12) + (half === 'pm' ? 12 : 0);
  const said = hour * 60 + Number(minuteText);
  const actual = india.getUTCHours() * 60 + india.getUTCMinutes();
  const gap = Math.min(Math.abs(said - actual), 24 * 60 - Math.abs(said - actual));
  const rest = answer.replace(sentence, '');
  return weekday === indiaWeekday && gap <= CLOCK_TOLERANCE_MINUTES
    ? { rest }
    : { rest, wrongClock: sentence };
}

/** The numbers an answer states as distances: '(about 40 km away)'. */
function distancesStated(prose: string): number[] {
  return [...prose.matchAll(/(\d+(?:[.,]\d+)?)\s*km\b/gi)].map((match) => numberValue(match[1]!));
}

/**
 * Whether a distance is, roughly, the straight-line distance between a place the visitor named
 * and one the content names (the gazetteer's positions are approximate, and answers round).
 */
function isTrueDistance(km: number, visitorWords: string, reference: ContentReference): boolean {
  const named = gazetteer.filter((place) =>
    placeNames(place).some((name) => containsWords(visitorWords, name)),
  );
  const ours = gazetteer.filter((place) => containsWords(reference.text, place.name));
  return named.some((from) =>
    ours.some((to) => Math.abs(distanceKm(from, to) - km) <= Math.max(10, 0.15 * km)),
  );
}

/** '+91 98300 12345' and 'tel:+919830012345' are the same phone; 'a@b.in' and 'mailto:a@b.in' the same e-mail. */
function sameFactKey(fact: InventedFact): string {
  if (fact.kind === 'phone') return phoneKey(fact.value.split('?')[0]!);
  if (fact.kind === 'email') return mailtoAddress(fact.value);
  return fact.value;
}

/** Whether a fact is in the content or in the visitor's words. */
type KnownFacts = {
  phone(key: string): boolean;
  email(address: string): boolean;
  link(address: string): boolean;
};

/** What a link invents: an unknown number or address behind tel:, mailto: or wa.me, a page or site that is not ours. */
function linkProblem(link: string, reference: ContentReference, known: KnownFacts): InventedFact | undefined {
  if (link === '' || link.startsWith('#')) return undefined;
  const contact = contactOf(link);
  if (contact?.phone !== undefined)
    return known.phone(contact.phone) ? undefined : { kind: 'phone', value: link };
  if (contact?.email !== undefined)
    return known.email(contact.email) ? undefined : { kind: 'email', value: link };
  const sitePath = sitePathOf(link, reference.siteOrigin);
  if (sitePath !== undefined)
    return reference.sitePaths.has(sitePath) ? undefined : { kind: 'link', value: link };
  return known.link(link) ? undefined : { kind: 'link', value: link };
}

/** Whether the answer holds a wording: phone numbers and e-mails in any form, other text as whole words. */
function holds(facts: TextFacts, wording: string): boolean {
  if (isPhoneNumber(wording)) return facts.phones.has(phoneKey(wording));
  if (isEmailAddress(wording)) return facts.emails.has(wording.toLowerCase());
  return containsWords(facts.readable, wording);
}

function holdsExpected(facts: TextFacts, expected: Expected): boolean {
  return typeof expected === 'string'
    ? holds(facts, expected)
    : expected.anyOf.some((wording) => holds(facts, wording));
}

function describe(expected: Expected): string {
  return typeof expected === 'string' ? expected : expected.anyOf.join(' or ');
}

/** A tel:, mailto: or https://wa.me/ link to a phone or e-mail address of the content. */
function hasWorkingContactLink(facts: TextFacts, reference: ContentReference): boolean {
  return facts.links.some((link) => {
    const contact = contactOf(link);
    if (contact?.phone !== undefined) return reference.phones.has(contact.phone);
    if (contact?.email !== undefined) return reference.emails.has(contact.email);
    return false;
  });
}

function linksTo(facts: TextFacts, expected: Expected, siteOrigin: string | undefined): boolean {
  const paths = typeof expected === 'string' ? [expected] : expected.anyOf;
  return facts.links.some((link) => {
    const path = sitePathOf(link, siteOrigin);
    return path !== undefined && paths.includes(path);
  });
}

/** The verdict on one answer; `visitorText` is everything the visitor wrote in the conversation. */
export function scoreAnswer(
  expectation: Expectation,
  answer: string,
  reference: ContentReference,
  visitorText: string,
): Verdict {
  const facts = factsOf(answer);
  const missing = expectation.mustContain.filter((expected) => !holdsExpected(facts, expected)).map(describe);
  const forbidden = expectation.mustNotContain.filter((wording) => holds(facts, wording));
  const missingContactLink = expectation.contactLink && !hasWorkingContactLink(facts, reference);
  const missingSources = expectation.sources
    .filter((source) => !linksTo(facts, source, reference.siteOrigin))
    .map(describe);
  return {
    correct:
      missing.length === 0 && forbidden.length === 0 && !missingContactLink && missingSources.length === 0,
    missing,
    forbidden,
    missingContactLink,
    missingSources,
    inventedFacts: findInventedFacts(answer, reference, visitorText),
  };
}
