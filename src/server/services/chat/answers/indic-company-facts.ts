// What a question in Bengali or Hindi asks of the company itself (issue 48), answered with the
// content's own sentences in the language: since when it trades and where (the about text), what
// it does (the services list), its after-sales service, the Lenovo store's services (EMI,
// exchange, assured warranty), how to reach a person, and the brands and kinds of product it does
// not sell (with those of its own that do the same work).

import type { SiteContent } from '#content/index.js';
import { brandsCarrying } from '#server/services/chat/knowledge/carried-kinds.js';
import { emailLink, phoneLink } from '#server/services/chat/knowledge/knowledge-document.js';
import type { AskedFact, IndicReading } from '#server/services/chat/understanding/indic-reading.js';
import { loanwordSpelling } from '#server/services/chat/understanding/indic-words.js';
import { comparable } from '#server/services/chat/understanding/message-script.js';
import { fillPlaceholders } from '#shared/placeholders.js';
import type { BuiltinAnswer } from './answer-kit.js';
import type { IndicSentences } from './indic-sentences.js';

/**
 * One ask answered: the fact it answers (its place in the answer follows the question's; 'first':
 * before all else), its paragraphs, its kind.
 */
export type CompanySection = {
  fact: AskedFact | 'first';
  paragraphs: string[];
  kind?: BuiltinAnswer['kind'];
};

/**
 * The sections on the company that the reading asks (`content`: in English, `shown`: in the
 * language; `message`: the question as written, for the names of the Lenovo store's services).
 */
export function companySections(
  reading: IndicReading,
  message: string,
  content: SiteContent,
  shown: SiteContent,
  say: IndicSentences,
): CompanySection[] {
  const { facts } = reading;
  const sections: CompanySection[] = [];
  const about = content.company.about.paragraphs;
  const shownAbout = shown.company.about.paragraphs;
  const { general, hr, sales } = content.company.contacts;

  if (facts.has('founded')) {
    // The about paragraph that gives the year, as the page in the language writes it.
    const at = about.findIndex((paragraph) => paragraph.includes(String(content.company.foundedYear)));
    sections.push({ fact: 'founded', paragraphs: [shownAbout[at] ?? shown.company.description] });
  }
  if (facts.has('customers')) {
    // The about paragraph that gives how many customers the company has served.
    const at = about.findIndex((paragraph) => paragraph.includes(content.company.stats.customers));
    if (at >= 0) sections.push({ fact: 'customers', paragraphs: [shownAbout[at] ?? ''] });
  }
  if (facts.has('states')) {
    // The about paragraph that names most of the states our offices are in.
    const states = [...new Set(content.branches.offices.map((office) => office.state))];
    const named = about.map((paragraph) => states.filter((state) => paragraph.includes(state)).length);
    const at = named.indexOf(Math.max(...named));
    if (at >= 0 && (named[at] ?? 0) > 0)
      sections.push({ fact: 'states', paragraphs: [shownAbout[at] ?? ''] });
  }
  const namesSomething = reading.brands.length > 0 || reading.stores.length > 0 || reading.offices.length > 0;
  if (facts.has('services') && !namesSomething)
    sections.push({
      fact: 'services',
      paragraphs: [
        say.services,
        shown.services.services.map((service) => `- ${serviceLine(service, say)}`).join('\n'),
      ],
    });
  // 'মোবাইল ফোনও বিক্রি করেন?': a kind of product that one of our services names, asked alone, is
  // answered with that service and the brands it carries.
  const asksOnlyWhatWeSell = [...facts].every((fact) => ['services', 'products', 'brands'].includes(fact));
  if (asksOnlyWhatWeSell && !namesSomething && reading.brandsOfProducts.length === 0)
    for (const position of servicesNamedIn(message, content)) {
      const service = shown.services.services[position];
      const partners = content.services.services[position]?.partners ?? [];
      if (service)
        sections.push({
          fact: 'first',
          paragraphs: [
            serviceLine(service, say),
            ...(partners.length > 0
              ? [fillPlaceholders(say.servicePartners, { brands: partners.join(', ') })]
              : []),
          ],
        });
    }
  // A reseller asking what support it gets is told the partnership's (indic-page-facts.ts).
  if ((facts.has('support') && !facts.has('dealer')) || facts.has('warranty')) {
    // The service whose own words are warranty and support: after-sales.
    const at = content.services.services.findIndex((service) => service.otherWords?.includes('warranty'));
    const service = shown.services.services[at];
    // Beside "the warranty period is not published", it leaves that answer one to hand over.
    if (service)
      sections.push(
        facts.has('support')
          ? { fact: 'support', paragraphs: [serviceLine(service, say)] }
          : { fact: 'warranty', paragraphs: [serviceLine(service, say)], kind: 'unknown' },
      );
  }
  const lenovoServices = lenovoStoreServicesIn(message, content, shown, say);
  if (lenovoServices.length > 0) sections.push({ fact: 'store', paragraphs: lenovoServices });
  // A person to talk to about a job or an opening named is HR.
  const aboutJob = facts.has('jobs') || reading.openings.length > 0;
  if (facts.has('person'))
    sections.push({
      fact: 'person',
      paragraphs: [
        aboutJob
          ? fillPlaceholders(say.hr, { phone: phoneLink(hr.phone), email: emailLink(hr.email) })
          : fillPlaceholders(say.person, {
              phone: phoneLink(general.phone),
              email: emailLink(general.email),
            }),
      ],
    });
  if ((reading.foreignBrands ?? []).length > 0)
    sections.push({
      fact: 'brands',
      paragraphs: [
        fillPlaceholders(say.notCarriedBrand, {
          asked: (reading.foreignBrands ?? []).join(', '),
          brands: content.brands.brands.map((brand) => brand.name).join(', '),
        }),
      ],
      kind: 'negative',
    });
  if (reading.notCarried) {
    const { category, words } = reading.notCarried;
    const carriedProducts = category.nearest?.carriedProducts;
    // Our products that do the same work, named as the page in the language names them (the
    // same lists in the same order).
    const carried = carriedProducts
      ? brandsCarrying(content, carriedProducts).map(({ brand, products }) => {
          const shownBrand = shown.brands.brands[brand]!;
          return `**${shownBrand.name}** (${products.map((position) => shownBrand.products[position]!.name).join(', ')})`;
        })
      : [];
    // A kind with nothing of ours near it (an air conditioner): the product lines we do supply.
    sections.push({
      fact: 'first',
      paragraphs: [
        carried.length > 0
          ? fillPlaceholders(say.notCarried, {
              asked: words,
              carried: carried.join(', '),
              phone: phoneLink(sales.phone),
            })
          : fillPlaceholders(say.notSupplied, {
              asked: words,
              lines: shown.company.productLines.join(', '),
              phone: phoneLink(sales.phone),
            }),
      ],
      kind: 'negative',
    });
  }
  return sections;
}

/** A sound skeleton shorter than this ('fn' of phone alone) is too like other words to name a service. */
const MIN_SERVICE_SKELETON_LENGTH = 4;

/**
 * The services (their positions) whose own words a message names in any script ('मोबाइल फ़ोन'
 * mobile phones, 'সিকিউরিটি' security), compared by the consonants of their sounds; not the words
 * every service has ('brands'), which tell none apart.
 */
function servicesNamedIn(message: string, content: SiteContent): number[] {
  const soundsOf = (phrase: string) =>
    phrase.split(/\s+/).map((word) => soundSkeleton(word.replace(/s$/, '')));
  const asked = soundsOf(loanwordSpelling(message).join(' '));
  const services = content.services.services;
  const shared = (word: string) => services.every((service) => service.otherWords?.includes(word));
  return services.flatMap((service, position) =>
    (service.otherWords ?? []).some((word) => {
      const sounds = soundsOf(word);
      return (
        !shared(word) &&
        sounds.join('').length >= MIN_SERVICE_SKELETON_LENGTH &&
        asked.some((_, start) => sounds.every((sound, offset) => asked[start + offset] === sound))
      );
    })
      ? [position]
      : [],
  );
}

/** A word's consonants as they sound, as Bengali and Hindi write an English word: ph f, v and w b, hard c k. */
function soundSkeleton(word: string): string {
  return word
    .toLowerCase()
    .replace(/ph/g, 'f')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/[vw]/g, 'b')
    .replace(/[^a-z]|[aeiouyh]/g, '')
    .replace(/(.)\1+/g, '$1');
}

function serviceLine(service: { title: string; description: string }, say: IndicSentences): string {
  return fillPlaceholders(say.service, { title: service.title, description: service.description });
}

/**
 * The Lenovo store's services the message names by their title in any language ('ইএমআই', 'EMI',
 * 'एक्सचेंज'), each with its description as the retail page in the language shows it.
 */
function lenovoStoreServicesIn(
  message: string,
  content: SiteContent,
  shown: SiteContent,
  say: IndicSentences,
): string[] {
  const words = new Set([
    ...comparable(message).split(/[^\p{L}\p{M}\d]+/u),
    ...loanwordSpelling(message).map((word) => word.toLowerCase()),
  ]);
  const store = content.retailPage.lenovoStore;
  const shownStore = shown.retailPage.lenovoStore;
  return store.services.flatMap((service, position) => {
    const shownService = shownStore.services[position] ?? service;
    const titles = [service.title, shownService.title].map((title) => comparable(title));
    const named = titles.some((title) => title.split(/\s+/).every((word) => words.has(word)));
    return named
      ? [
          fillPlaceholders(say.lenovoService, {
            store: shownStore.title,
            title: shownService.title,
            description: shownService.description,
          }),
        ]
      : [];
  });
}
