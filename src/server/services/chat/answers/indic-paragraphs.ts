// The paragraphs of an answer in Bengali or Hindi (issue 48): what a reading of the question
// asks, each ask answered from the content as a page in the language shows it (names, cities,
// openings, product names) and the facts that are the same in every language (phones, e-mails,
// addresses, hours, salary figures) as the content holds them. Several asks in one message are
// answered in the order the message asks them. Nothing is said that the content does not hold.

import { type Branch, enquiryFormHref, istDay, type SiteContent, type Store } from '#content/index.js';
import type { SayOpeningWords } from '#content/opening-status.js';
import { emailLink, markdownLink, phoneLink } from '#server/services/chat/knowledge/knowledge-document.js';
import {
  type AskedFact,
  type IndicReading,
  openingWords,
} from '#server/services/chat/understanding/indic-reading.js';
import { fillPlaceholders } from '#shared/placeholders.js';
import type { AnswerKit, BuiltinAnswer } from './answer-kit.js';
import { activityDateLine } from './indic-activity-dates.js';
import { companySections } from './indic-company-facts.js';
import { festivalHours } from './indic-festival-hours.js';
import { hoursLine, inLanguage, locationFacts, placeAt } from './indic-location-facts.js';
import { openingSections, pageSections } from './indic-page-facts.js';
import { countIn, sentences } from './indic-sentences.js';

/** One ask answered: where the question asks it, its paragraphs, and the kind of answer it is. */
type Section = { at: number; paragraphs: string[]; kind?: BuiltinAnswer['kind'] };

/**
 * The paragraphs answering a reading of `message` (`content`: the content in its language), the
 * asks in order.
 */
export function answerSections(
  reading: IndicReading,
  message: string,
  content: SiteContent,
  kit: AnswerKit,
  now: Date,
): { paragraphs: string[]; kind: BuiltinAnswer['kind'] } {
  const { language, facts } = reading;
  const say = sentences[language];
  const sayOpening: SayOpeningWords = (source, values = {}) =>
    fillPlaceholders(openingWords[language][source] ?? source, values);
  const link = (label: string, path: string) => markdownLink(label, inLanguage(path, language));
  const { contacts } = kit.content.company;
  const officeIn = (office: Branch) =>
    content.branches.offices.find((candidate) => candidate.id === office.id) ?? office;
  const storeIn = (store: Store) =>
    content.stores.hpWorld.find((candidate) => candidate.id === store.id) ?? store;
  const at = (...asked: AskedFact[]) =>
    Math.min(...asked.map((fact) => reading.factPositions.get(fact) ?? Number.MAX_SAFE_INTEGER));
  const elsewhere = reading.elsewhere;
  const sections: Section[] = [];
  const add = (position: number, paragraphs: string[], kind?: BuiltinAnswer['kind']) =>
    sections.push({ at: position, paragraphs, ...(kind ? { kind } : {}) });
  const teamLine = (team: string, contact: { phone: string; email: string }) =>
    fillPlaceholders(say.team, { team, phone: phoneLink(contact.phone), email: emailLink(contact.email) });
  const hrLine = fillPlaceholders(say.hr, {
    phone: phoneLink(contacts.hr.phone),
    email: emailLink(contacts.hr.email),
  });

  // "When did the Bhubaneswar branch open?": the milestone or event, and nothing of the branch
  // or of dealers its title names.
  const tookPlace = facts.has('history')
    ? activityDateLine(reading, message, kit.content, content, say)
    : undefined;
  if (tookPlace) return { paragraphs: [tookPlace], kind: 'facts' };

  for (const section of openingSections(reading, kit.content, content, say, now))
    add(section.fact === 'first' ? 0 : at(section.fact), section.paragraphs);
  if (facts.has('dealer')) {
    const desk = content.enquiryRouting.topicDesks.find((candidate) => candidate.topic === 'distribution');
    const contact = desk ?? contacts.sales;
    add(at('dealer'), [
      fillPlaceholders(say.dealer, {
        desk: desk?.name ?? '',
        phone: phoneLink(contact.phone),
        email: emailLink(contact.email),
        distribution: link(say.distribution, '/distribution'),
      }),
    ]);
  }
  // "CRM पद … आवेदन कैसे करें?": a word of jobs or applying, with or without an opening named, is
  // answered with whom to apply to as well.
  if (facts.has('jobs') && !facts.has('hr')) add(at('jobs'), [hrLine]);
  if (facts.has('hr')) add(at('hr'), [hrLine]);
  if (facts.has('sales') && reading.openings.length === 0)
    add(at('sales'), [teamLine(say.salesTeam, contacts.sales)]);
  // A reseller asking what support it gets is told the partnership's (pageSections), not the support desk.
  const supportAsked = facts.has('support') && !facts.has('dealer');
  if (supportAsked || facts.has('warranty')) {
    const warranty = facts.has('warranty');
    add(
      at('support', 'warranty'),
      [
        warranty
          ? fillPlaceholders(say.warranty, {
              phone: phoneLink(contacts.support.phone),
              email: emailLink(contacts.support.email),
            })
          : teamLine(say.supportTeam, contacts.support),
      ],
      warranty ? 'unknown' : undefined,
    );
  }
  // "How many days will delivery take?": not published, said first, then the office that quotes.
  if (facts.has('delivery') && !reading.notCarried)
    add(Math.min(at('delivery'), at('quote')), [say.delivery, ...quoteParagraphs()], 'unknown');
  else if (facts.has('quote') && !reading.notCarried) add(at('quote'), quoteParagraphs());

  // "The Lenovo store?", "the price of HP laptops?" ask of a store or a price, not of a brand's range.
  const asksOfBrandRange = !['warranty', 'quote', 'store', 'address', 'hours'].some((fact) =>
    facts.has(fact as AskedFact),
  );
  if (reading.brands.length > 0 && asksOfBrandRange)
    add(at('products', 'brands', 'distributor'), [
      ...(facts.has('distributor')
        ? [
            fillPlaceholders(say.distributorOf, {
              brands: reading.brands.map((brand) => brand.name).join(', '),
            }),
          ]
        : []),
      ...reading.brands.map((brand) => {
        const position = kit.content.brands.brands.indexOf(brand);
        const shown = content.brands.brands[position] ?? brand;
        return fillPlaceholders(say.products, {
          brand: brand.name,
          products: shown.products.map((product) => product.name).join(', '),
        });
      }),
    ]);
  else if (
    reading.brandsOfProducts.length > 0 &&
    !facts.has('quote') &&
    reading.offices.length === 0 &&
    reading.stores.length === 0
  )
    add(at('brands', 'products'), [
      fillPlaceholders(say.brandsOfProducts, { brands: brandsWithProducts(reading.brandsOfProducts) }),
    ]);
  else if (facts.has('brands') || facts.has('distributor'))
    add(at('brands', 'distributor'), [
      fillPlaceholders(say.brands, {
        brands: kit.content.brands.brands.map((brand) => brand.name).join(', '),
      }),
    ]);

  for (const section of [
    ...companySections(reading, message, kit.content, content, say),
    ...pageSections(reading, kit.content, content, say, message),
  ])
    add(section.fact === 'first' ? 0 : at(section.fact), section.paragraphs, section.kind);

  const noneNamed = reading.offices.length === 0 && reading.stores.length === 0;
  if (facts.has('count') && facts.has('store') && noneNamed) {
    const stores = content.stores.hpWorld;
    add(at('count'), [
      fillPlaceholders(say.storeCount, {
        count: countIn(stores.length, language),
        cities: [...new Set(stores.map((store) => store.city))].join(', '),
      }),
    ]);
  } else if (facts.has('count') && !facts.has('store')) add(at('count'), [branchList()]);

  const locationAt = at('phone', 'email', 'address', 'hours', 'store');
  // "Open on Durga Puja?": the festival's hours, in place of the week's.
  const festival = reading.festival;
  if (festival && (facts.has('hours') || facts.has('store')))
    add(locationAt, festivalHours(festival, reading, kit.content, content, say, sayOpening, istDay(now)));
  const asksLocation = !(festival && (facts.has('hours') || facts.has('store')));
  /** Where the question names an office or store: what is asked of each is answered in that order. */
  const mentionAt = (item: Branch | Store) => reading.mentions.get(item) ?? locationAt;
  const asksOfEach = (['hours', 'phone', 'email', 'address'] as const).some((fact) => facts.has(fact));
  if (!asksLocation) {
    // The festival's hours are said above.
  } else if (reading.stores.length === 1 || (reading.stores.length > 1 && asksOfEach))
    for (const store of reading.stores)
      add(mentionAt(store), [
        locationFacts(storeIn(store), store, reading, say, sayOpening, now, ['address', 'phone']),
      ]);
  else if (reading.stores.length > 1)
    add(locationAt, [
      say.stores,
      reading.stores
        .map((store) => `- **${storeIn(store).name}**: ${store.address}, ${phoneLink(store.phone)}`)
        .join('\n'),
    ]);
  else if (facts.has('store') && facts.has('hours') && !elsewhere && !facts.has('founded'))
    add(locationAt, everyLocationHours(kit.content.stores.hpWorld, storeIn, allStoresWords));
  else if (facts.has('store') && elsewhere && !facts.has('quote')) {
    // The nearest store to the place, so the visitor knows where we are (the content's towns).
    const place = { name: elsewhere.place.name, position: elsewhere.place };
    const nearest = kit.lexicon.inOrNearest(kit.content.stores.hpWorld, place)[0]?.item;
    add(locationAt, [
      fillPlaceholders(say.noStore, {
        placeAt: placeAt(elsewhere, language),
        retail: link(say.retail, '/retail'),
      }),
      ...(nearest
        ? [
            fillPlaceholders(say.nearestStore, {
              store: storeIn(nearest).name,
              phone: phoneLink(nearest.phone),
            }),
          ]
        : []),
    ]);
  }

  if (!asksLocation) {
    // The festival's hours are said above.
  } else if (
    reading.offices.length > 0 &&
    !((facts.has('quote') || facts.has('delivery')) && reading.stores.length === 0)
  )
    for (const office of reading.offices)
      add(mentionAt(office), [
        locationFacts(officeIn(office), office, reading, say, sayOpening, now, ['address', 'phone', 'email']),
      ]);
  // "শনিবার অফিস কটা অবধি খোলা?": no office named, the hours of every office.
  else if (facts.has('office') && facts.has('hours') && !facts.has('store') && !elsewhere)
    add(locationAt, everyLocationHours(kit.content.branches.offices, officeIn, allOfficesWords));
  else if (elsewhere && !['store', 'quote', 'jobs'].some((fact) => facts.has(fact as AskedFact))) {
    const serving = kit.servingOffice({ name: elsewhere.place.name, position: elsewhere.place })?.item;
    if (serving)
      add(locationAt, [
        fillPlaceholders(say.noOffice, {
          place: elsewhere.written,
          placeAt: placeAt(elsewhere, language),
          office: officeIn(serving).name,
          phone: phoneLink(serving.phone ?? serving.helpline ?? contacts.general.phone),
          email: emailLink(serving.email ?? contacts.general.email),
        }),
      ]);
  }
  // "Where are your branches?": nothing else asked of a branch named, the list of them.
  if (sections.length === 0 && facts.has('office') && !elsewhere) add(at('office'), [branchList()]);
  const contactAsked = facts.has('phone') || facts.has('email') || facts.has('address');
  if (sections.length === 0 && contactAsked)
    add(0, [
      fillPlaceholders(say.general, {
        phone: phoneLink(contacts.general.phone),
        email: emailLink(contacts.general.email),
      }),
    ]);

  const ordered = [...sections].sort((a, b) => a.at - b.at);
  const paragraphs = [...new Set(ordered.flatMap((section) => section.paragraphs))].filter(
    (paragraph) => paragraph !== '',
  );
  return { paragraphs, kind: kindOf(ordered) };

  /**
   * The brands whose products are asked, each with those products as the page in the language
   * names them, when several sentences ask for different things ('SSD? And a drive for CCTV?').
   */
  function brandsWithProducts(asked: IndicReading['brandsOfProducts']): string {
    const askedInSentences = new Set(asked.flatMap(({ sentences }) => sentences)).size;
    return asked
      .map(({ brand, products }) => {
        const shown =
          content.brands.brands[kit.content.brands.brands.findIndex(({ name }) => name === brand)];
        const names = products.flatMap((position) => shown?.products[position]?.name ?? []);
        return askedInSentences > 1 && names.length > 0 ? `${brand} (${names.join(', ')})` : brand;
      })
      .join(', ');
  }

  /**
   * "Are the HP World stores open on Sunday?", "is the office open on Saturday?": the hours of
   * each of `locations` as the question asks them (`shownIn`: as the language's page names it),
   * locations saying the same said together, all of them in one line ('all 11 stores').
   */
  function everyLocationHours<Location extends Branch | Store>(
    locations: readonly Location[],
    shownIn: (location: Location) => Location,
    allWords: (locations: readonly Location[]) => string,
  ): string[] {
    const lines = new Map<string, Location[]>();
    for (const location of locations) {
      const line = hoursLine(shownIn(location), location, reading, say, sayOpening, now);
      if (line) lines.set(line, [...(lines.get(line) ?? []), location]);
    }
    return [...lines].map(([line, named]) =>
      fillPlaceholders(line, {
        name:
          named.length === locations.length && locations.length > 1
            ? allWords(locations)
            : named.map((location) => shownIn(location).name).join(', '),
      }),
    );
  }

  function allStoresWords(stores: readonly Store[]): string {
    return fillPlaceholders(say.allStores, { count: countIn(stores.length, language) });
  }

  /** 'All 9 offices (the corporate office and 8 branches)', the branches counted from the content. */
  function allOfficesWords(offices: readonly Branch[]): string {
    return fillPlaceholders(say.allOffices, {
      count: countIn(offices.length, language),
      branches: countIn(offices.filter((office) => !office.isCorporate).length, language),
    });
  }

  /** How many branches we have besides the head office, and where. */
  function branchList(): string {
    const branches = content.branches.offices.filter((office) => !office.isCorporate);
    return fillPlaceholders(say.branchCount, {
      count: countIn(branches.length, language),
      offices: branches.map((office) => office.city).join(', '),
    });
  }

  /** A quote: from the office serving the place named, else the sales team and the form. */
  function quoteParagraphs(): string[] {
    const place = elsewhere && { name: elsewhere.place.name, position: elsewhere.place };
    const serving = place ? kit.servingOffice(place)?.item : reading.offices[0];
    if (serving) {
      const office = officeIn(serving);
      return [
        fillPlaceholders(say.quoteFrom, {
          place: elsewhere?.written ?? office.city,
          office: office.name,
          phone: phoneLink(serving.phone ?? serving.helpline ?? contacts.sales.phone),
          email: emailLink(serving.email ?? contacts.sales.email),
          form: link(say.form, enquiryFormHref(serving.id)),
        }),
      ];
    }
    return [
      fillPlaceholders(say.quote, {
        form: link(say.form, enquiryFormHref()),
        phone: phoneLink(contacts.sales.phone),
        email: emailLink(contacts.sales.email),
      }),
    ];
  }
}

/**
 * What kind of answer the asks make together: "no" to a product we do not sell wherever it is;
 * "not published" when that is all; else facts.
 */
function kindOf(sections: readonly Section[]): BuiltinAnswer['kind'] {
  if (sections.some((section) => section.kind === 'negative')) return 'negative';
  if (sections.length > 0 && sections.every((section) => section.kind === 'unknown')) return 'unknown';
  return 'facts';
}
