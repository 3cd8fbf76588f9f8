// Answers to questions written in Bengali or Devanagari script, in that language and script
// (issue 48): the content as a page in the language shows it (names, cities, openings), the
// facts that are the same in every language (phones, e-mails, addresses, hours) as the content
// holds them, and short sentences per language around them. Nothing is said that the content
// does not hold.

import { contentInLanguage } from '#content/content-in-language.js';
import {
  activeOpenings,
  type Branch,
  enquiryFormHref,
  istDay,
  type SiteContent,
  type Store,
} from '#content/index.js';
import { openingStatus, type SayOpeningWords, spansText, weekHoursText } from '#content/opening-status.js';
import { weekdayTitles } from '#content/opening-time.js';
import type { LocationHours } from '#content/schemas/opening-hours.js';
import { emailLink, markdownLink, phoneLink } from '#server/services/chat/knowledge/knowledge-document.js';
import {
  buildIndicReader,
  type IndicReading,
  openingWords,
} from '#server/services/chat/understanding/indic-reading.js';
import { type IndicLanguage, indicLanguageOf } from '#server/services/chat/understanding/message-script.js';
import { languageOfPath, pathInLanguage, siteLanguages } from '#shared/languages.js';
import { fillPlaceholders } from '#shared/placeholders.js';
import type { AnswerKit, BuiltinAnswer } from './answer-kit.js';

/** The sentences of the answers in Bengali; `{name}` is filled in. */
const bengaliSentences = {
  phone: '{nameOf} ফোন নম্বর: {phone}',
  email: '{nameOf} ই-মেল: {email}',
  address: '{nameOf} ঠিকানা: {address}',
  week: '{name} খোলা থাকে (ভারতীয় সময়): {week}',
  day: '{name}, {weekday}: {hours}',
  status: '{name}: {status}',
  branchCount: 'কলকাতার কর্পোরেট অফিস ছাড়াও আমাদের {count}টি শাখা আছে: {offices}।',
  brands: 'আমরা এই ব্র্যান্ডগুলির অনুমোদিত ডিস্ট্রিবিউটর: {brands}।',
  brandsOfProducts: 'এগুলি আমরা এই ব্র্যান্ডের দিই: {brands}।',
  jobs: 'এখন এই পদগুলিতে নিয়োগ চলছে: {openings}। বিস্তারিত ও আবেদন: {careers}।',
  noJobs: 'এই মুহূর্তে কোনো পদে নিয়োগ চলছে না। খবর রাখতে দেখুন {careers}।',
  opening: '**{title}** ({location}): {requirements}। আবেদন: {careers}।',
  dealer:
    'ডিলার ও রিসেলারদের সঙ্গে কথা বলে আমাদের {desk}: ফোন {phone}, ই-মেল {email}। আমাদের নেটওয়ার্ক: {distribution}।',
  storeCount: 'আমাদের {count}টি HP World স্টোর আছে: {cities}।',
  hr: 'আমাদের এইচআর টিম: ফোন {phone}, ই-মেল {email}।',
  quote: 'কোটেশনের জন্য {form} পূরণ করুন, অথবা আমাদের সেলস টিমকে ফোন করুন {phone}, ই-মেল {email}।',
  quoteFrom:
    '{place} থেকে কেনাকাটা ও কোটেশন দেখে আমাদের {office}: ফোন {phone}, ই-মেল {email}। অথবা {form} পূরণ করুন।',
  noOffice: '{placeAt} আমাদের কোনো অফিস নেই। {place} দেখাশোনা করে আমাদের {office}: ফোন {phone}, ই-মেল {email}।',
  noStore: '{placeAt} আমাদের কোনো স্টোর নেই। সব স্টোরের খোঁজ: {retail}।',
  stores: 'আমাদের HP World স্টোর:',
  general: 'আমাদের সঙ্গে যোগাযোগ করুন: ফোন {phone}, ই-মেল {email}।',
  declined:
    'দুঃখিত, আমি শুধু {company} সম্পর্কে বলতে পারি: আমাদের শাখা, স্টোর, ব্র্যান্ড, পণ্য আর চাকরির খবর। অন্য কিছু জানতে ফোন করুন {phone}।',
  form: 'এনকোয়ারি ফর্ম',
  careers: 'কেরিয়ার পেজ',
  distribution: 'ডিস্ট্রিবিউশন পেজ',
  retail: 'রিটেল পেজ',
};

/** The sentences of the answers, per language. */
const sentences: Record<IndicLanguage, typeof bengaliSentences> = {
  bn: bengaliSentences,
  hi: {
    phone: '{nameOf} फ़ोन नंबर: {phone}',
    email: '{nameOf} ई-मेल: {email}',
    address: '{nameOf} पता: {address}',
    week: '{name} खुलने का समय (भारतीय समय): {week}',
    day: '{name}, {weekday}: {hours}',
    status: '{name}: {status}',
    branchCount: 'कोलकाता के कॉर्पोरेट ऑफ़िस के अलावा हमारी {count} शाखाएँ हैं: {offices}।',
    brands: 'हम इन ब्रांड्स के अधिकृत डिस्ट्रीब्यूटर हैं: {brands}।',
    brandsOfProducts: 'ये हमारे यहाँ इन ब्रांड्स के मिलते हैं: {brands}।',
    jobs: 'अभी इन पदों पर भर्ती चल रही है: {openings}। पूरी जानकारी और आवेदन: {careers}।',
    noJobs: 'अभी किसी पद पर भर्ती नहीं चल रही है। नई जानकारी के लिए देखें {careers}।',
    opening: '**{title}** ({location}): {requirements}। आवेदन: {careers}।',
    dealer:
      'डीलर और रीसेलर से हमारी {desk} बात करती है: फ़ोन {phone}, ई-मेल {email}। हमारा नेटवर्क: {distribution}।',
    storeCount: 'हमारे {count} HP World स्टोर हैं: {cities}।',
    hr: 'हमारी एचआर टीम: फ़ोन {phone}, ई-मेल {email}।',
    quote: 'कोटेशन के लिए {form} भरें, या हमारी सेल्स टीम को फ़ोन करें {phone}, ई-मेल {email}।',
    quoteFrom: '{place} से ख़रीद और कोटेशन हमारी {office} देखती है: फ़ोन {phone}, ई-मेल {email}। या {form} भरें।',
    noOffice: '{placeAt} हमारा कोई ऑफ़िस नहीं है। {place} हमारी {office} देखती है: फ़ोन {phone}, ई-मेल {email}।',
    noStore: '{placeAt} हमारा कोई स्टोर नहीं है। सभी स्टोर: {retail}।',
    stores: 'हमारे HP World स्टोर:',
    general: 'हमसे संपर्क करें: फ़ोन {phone}, ई-मेल {email}।',
    declined:
      'माफ़ कीजिए, मैं सिर्फ़ {company} के बारे में बता सकता हूँ: हमारी शाखाएँ, स्टोर, ब्रांड, प्रोडक्ट और नौकरियाँ। बाक़ी जानकारी के लिए फ़ोन करें {phone}।',
    form: 'एनक्वायरी फ़ॉर्म',
    careers: 'करियर पेज',
    distribution: 'डिस्ट्रीब्यूशन पेज',
    retail: 'रिटेल पेज',
  },
};

/**
 * The answer to a question written in Bengali or Devanagari script, in its language; undefined
 * for a Latin-script one, which the rest of the answerer reads.
 */
export function inQuestionScript(kit: AnswerKit, now: () => Date) {
  const read = buildIndicReader(kit.content);
  const localized = {
    bn: contentInLanguage(kit.content, 'bn').content,
    hi: contentInLanguage(kit.content, 'hi').content,
  } satisfies Record<IndicLanguage, SiteContent>;

  /** "I can only tell you about the company", in the language. */
  function declinedIn(language: IndicLanguage): BuiltinAnswer {
    return {
      markdown: fillPlaceholders(sentences[language].declined, {
        company: kit.content.company.name,
        phone: phoneLink(kit.content.company.contacts.general.phone),
      }),
      kind: 'declined',
      handover: false,
    };
  }

  return {
    answer(message: string): BuiltinAnswer | undefined {
      const language = indicLanguageOf(message);
      if (!language) return undefined;
      const paragraphs = answerParagraphs(read(message, language), localized[language], kit, now());
      if (paragraphs.length === 0) return declinedIn(language);
      return { markdown: paragraphs.join('\n\n'), kind: 'facts', handover: false };
    },
    /** The refusal in the language of the page asked on, when it is Bengali or Hindi. */
    declinedOnPage(pageLanguage: string | undefined): BuiltinAnswer | undefined {
      return pageLanguage === 'bn' || pageLanguage === 'hi' ? declinedIn(pageLanguage) : undefined;
    },
  };
}

function answerParagraphs(reading: IndicReading, content: SiteContent, kit: AnswerKit, now: Date): string[] {
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

  if (reading.openings.length > 0) {
    const careers = link(say.careers, '/careers');
    return reading.openings.map((opening) => {
      const shown = content.openings.openings.find((candidate) => candidate.id === opening.id) ?? opening;
      return fillPlaceholders(say.opening, {
        title: shown.title,
        location: shown.location,
        requirements: shown.requirements.join('; '),
        careers,
      });
    });
  }
  if (facts.has('dealer')) {
    const desk = content.enquiryRouting.topicDesks.find((candidate) => candidate.topic === 'distribution');
    const contact = desk ?? contacts.sales;
    return [
      fillPlaceholders(say.dealer, {
        desk: desk?.name ?? '',
        phone: phoneLink(contact.phone),
        email: emailLink(contact.email),
        distribution: link(say.distribution, '/distribution'),
      }),
    ];
  }
  if (facts.has('jobs')) {
    const openings = activeOpenings(content, istDay(now)).map((opening) => opening.title);
    const careers = link(say.careers, '/careers');
    return [
      openings.length > 0
        ? fillPlaceholders(say.jobs, { openings: openings.join(', '), careers })
        : fillPlaceholders(say.noJobs, { careers }),
      fillPlaceholders(say.hr, { phone: phoneLink(contacts.hr.phone), email: emailLink(contacts.hr.email) }),
    ];
  }
  if (facts.has('hr'))
    return [
      fillPlaceholders(say.hr, { phone: phoneLink(contacts.hr.phone), email: emailLink(contacts.hr.email) }),
    ];

  const elsewhere = reading.elsewhere;
  const place = elsewhere && { name: elsewhere.place.name, position: elsewhere.place };
  if (facts.has('quote')) {
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

  if (reading.brandsOfProducts.length > 0 && reading.offices.length === 0 && reading.stores.length === 0)
    return [fillPlaceholders(say.brandsOfProducts, { brands: reading.brandsOfProducts.join(', ') })];
  if (facts.has('brands'))
    return [
      fillPlaceholders(say.brands, {
        brands: kit.content.brands.brands.map((brand) => brand.name).join(', '),
      }),
    ];

  if (
    facts.has('count') &&
    facts.has('store') &&
    reading.offices.length === 0 &&
    reading.stores.length === 0
  ) {
    const stores = content.stores.hpWorld;
    return [
      fillPlaceholders(say.storeCount, {
        count: String(stores.length),
        cities: [...new Set(stores.map((store) => store.city))].join(', '),
      }),
    ];
  }
  if (facts.has('count') && !facts.has('store')) {
    const branches = content.branches.offices.filter((office) => !office.isCorporate);
    return [
      fillPlaceholders(say.branchCount, {
        count: String(branches.length),
        offices: branches.map((office) => office.city).join(', '),
      }),
    ];
  }

  if (reading.stores.length === 1) {
    const [store] = reading.stores as [Store];
    return [locationFacts(storeIn(store), store, reading, say, sayOpening, now, ['address', 'phone'])];
  }
  if (reading.stores.length > 1)
    return [
      say.stores,
      reading.stores
        .map((store) => `- **${storeIn(store).name}**: ${store.address}, ${phoneLink(store.phone)}`)
        .join('\n'),
    ];
  if (facts.has('store') && elsewhere)
    return [
      fillPlaceholders(say.noStore, {
        placeAt: placeAt(elsewhere, language),
        retail: link(say.retail, '/retail'),
      }),
    ];

  if (reading.offices.length > 0)
    return reading.offices.map((office) =>
      locationFacts(officeIn(office), office, reading, say, sayOpening, now, ['address', 'phone', 'email']),
    );
  if (place) {
    const serving = kit.servingOffice(place)?.item;
    if (!serving) return [];
    return [
      fillPlaceholders(say.noOffice, {
        place: elsewhere.written,
        placeAt: placeAt(elsewhere, language),
        office: officeIn(serving).name,
        phone: phoneLink(serving.phone ?? serving.helpline ?? contacts.general.phone),
        email: emailLink(serving.email ?? contacts.general.email),
      }),
    ];
  }
  if (facts.has('phone') || facts.has('email') || facts.has('address'))
    return [
      fillPlaceholders(say.general, {
        phone: phoneLink(contacts.general.phone),
        email: emailLink(contacts.general.email),
      }),
    ];
  return [];
}

/** What the question asks of one office or store (`shown`: its name in the language), else `unasked`. */
function locationFacts(
  shown: Branch | Store,
  facts: (Branch | Store) & LocationHours,
  reading: IndicReading,
  say: typeof bengaliSentences,
  sayOpening: SayOpeningWords,
  now: Date,
  unasked: readonly ('address' | 'phone' | 'email')[],
): string {
  const name = shown.name;
  const nameOf = possessive(name, reading.language);
  const asked = (['address', 'phone', 'email'] as const).filter((fact) => reading.facts.has(fact));
  const lines: string[] = [];
  if (reading.facts.has('hours')) {
    if (reading.weekday && facts.weeklyHours)
      lines.push(
        fillPlaceholders(say.day, {
          name,
          weekday: sayOpening(weekdayTitles[reading.weekday]),
          hours: spansText(facts.weeklyHours[reading.weekday], sayOpening),
        }),
      );
    else if (reading.facts.has('openNow'))
      lines.push(fillPlaceholders(say.status, { name, status: openingStatus(facts, now, sayOpening).text }));
    else lines.push(fillPlaceholders(say.week, { name, week: weekHoursText(facts, sayOpening) }));
  }
  const wanted = asked.length > 0 || lines.length > 0 ? asked : unasked;
  for (const fact of wanted) {
    if (fact === 'address') lines.push(fillPlaceholders(say.address, { nameOf, address: facts.address }));
    const phone = 'helpline' in facts ? (facts.phone ?? facts.helpline) : facts.phone;
    if (fact === 'phone' && phone)
      lines.push(fillPlaceholders(say.phone, { nameOf, phone: phoneLink(phone) }));
    if (fact === 'email' && facts.email)
      lines.push(fillPlaceholders(say.email, { nameOf, email: emailLink(facts.email) }));
  }
  return lines.join('\n\n');
}

/**
 * '{name}'s', as the language says it before a fact: Bengali adds 'র' after a vowel ('শাখার'),
 * 'ের' after a consonant ('অফিসের'), '-এর' after a Latin letter or a bracket ('HP World … (নমুনা)-এর');
 * Hindi says 'का' after it.
 */
function possessive(name: string, language: IndicLanguage): string {
  if (language === 'hi') return `${name} का`;
  const last = name.at(-1) ?? '';
  if (/[\u0985-\u0994\u09BE-\u09CC]/.test(last)) return `${name}র`;
  if (/[\u0995-\u09B9\u09CE\u09DC-\u09DF]/.test(last)) return `${name}ের`;
  return `${name}-এর`;
}

/** The endings that say "in" after a Bengali place name ('গয়াতে', 'পুরুলিয়ায়', 'ধানবাদে'). */
const bengaliLocativeEndings = ['তে', 'য়', 'ে'];

/**
 * "In {place}": Hindi 'गया में'; Bengali the word as the question wrote it when it already says
 * "in" ('গয়াতে', 'পুরুলিয়ায়'), else the name with the locative ending ('গয়ায়', 'ধানবাদে').
 */
function placeAt(elsewhere: NonNullable<IndicReading['elsewhere']>, language: IndicLanguage): string {
  const { written, word } = elsewhere;
  if (language === 'hi') return `${written} में`;
  if (word !== written && bengaliLocativeEndings.some((ending) => word.endsWith(ending.normalize('NFC'))))
    return word;
  return /[\u0985-\u0994\u09BE-\u09CC]$/.test(written) ? `${written}য়` : `${written}ে`;
}

/** A site path in the language of the question: '/contact' → '/bn/contact'. */
function inLanguage(path: string, code: IndicLanguage): string {
  const language = siteLanguages.find((candidate) => candidate.code === code);
  if (!language || languageOfPath(path).pagePath !== path) return path;
  return pathInLanguage(path, language);
}
