// Issue 48, the conversations in Bengali and Hindi: several asks in one message, follow-ups that
// lean on an earlier turn (in either script), greetings and thanks, Banglish and Hinglish asked
// on a Bengali or Hindi page, and kinds of product the company does not sell. The questions were
// written from the public pages before the answering code.

import { describe, expect, it } from 'vitest';
import { formatLpaRange } from '#content/index.js';
import {
  answerer,
  bengaliLetters,
  content,
  devanagariLetters,
  expectInScript,
  office,
  translated,
} from './indic-answers.test-support.js';

const store = (id: string) => {
  const found = content.stores.hpWorld.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no ${id} store in the samples`);
  return found;
};
const { contacts } = content.company;

/** Each fact is in the answer, in the order given. */
function expectInOrder(markdown: string, facts: readonly string[]) {
  const positions = facts.map((fact) => {
    expect(fact, 'a fact the samples hold').not.toBe('');
    expect(markdown, fact).toContain(fact);
    return markdown.indexOf(fact);
  });
  expect(
    [...positions].sort((a, b) => a - b),
    markdown,
  ).toEqual(positions);
}

/** Clock times the content's hours hold, as '8:30' (12-hour, without am/pm). */
const publishedTimes = new Set(
  [...JSON.stringify(content).matchAll(/"(\d{2}):(\d{2})"/g)].map(
    ([, hours, minutes]) => `${Number(hours) % 12 || 12}:${minutes}`,
  ),
);
/** Salary figures the content holds, as a page in any language writes them (one decimal). */
const publishedSalaries = new Set(
  content.openings.openings.flatMap((opening) =>
    [opening.salary.minLpa, opening.salary.maxLpa].flatMap((lakhs) => [
      lakhs.toFixed(1),
      lakhs.toLocaleString('bn-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    ]),
  ),
);

/** Nothing said that the content does not hold: no price, no clock time or salary of its own. */
function expectNoInventedFacts(markdown: string) {
  expect(markdown, 'a price').not.toMatch(/₹|\bRs\.?\s*\d|रुपये\s*\d|টাকা\s*\d/);
  const withoutLinks = markdown.replace(/\]\([^)]*\)/g, ']');
  for (const [time] of withoutLinks.matchAll(/\d{1,2}:\d{2}/g))
    expect(publishedTimes, markdown).toContain(time);
  for (const [, figure] of withoutLinks.matchAll(/([\d০-৯.]+)\s*(?:-|–)\s*[\d০-৯.]+\s*(?:লাখ|लाख|LPA)/g))
    expect(publishedSalaries, markdown).toContain(figure);
}

/** A conversation's last answer, asked on a page in `page` (undefined: an English page). */
const answerOf = (turns: readonly string[], page?: 'bn' | 'hi') => answerer.answer(turns, page);

describe('several asks in one message', () => {
  it.each([
    {
      question: 'শিলিগুড়ি শাখার ফোন নম্বর আর ই-মেল কী?',
      script: 'bn' as const,
      facts: [office('siliguri').phone ?? '', office('siliguri').email ?? ''],
    },
    {
      question: 'पटना और रांची की शाखाओं के फ़ोन नंबर?',
      script: 'hi' as const,
      facts: [office('patna').phone ?? '', office('ranchi').phone ?? ''],
    },
    {
      question: 'এইচআর-এর নম্বর আর কোন চাকরি খালি আছে?',
      script: 'bn' as const,
      facts: [contacts.hr.phone, translated('bn', 'openings', 'openings.0.title')],
    },
    {
      question: 'হাওড়া আর দুর্গাপুর দুটো শাখারই ঠিকানা দিন',
      script: 'bn' as const,
      facts: [office('howrah').address, office('durgapur').address],
    },
    {
      question: 'रांची और भुवनेश्वर दोनों ऑफिस के ईमेल बताइए',
      script: 'hi' as const,
      facts: [office('ranchi').email ?? '', office('bhubaneswar').email ?? ''],
    },
    {
      question: 'আসানসোল শাখার ঠিকানা আর ফোন নম্বর দুই-ই বলুন',
      script: 'bn' as const,
      facts: [office('asansol').address, office('asansol').phone ?? ''],
    },
    {
      question: 'आसनसोल ब्रांच का पता और फ़ोन नंबर भी बताइए',
      script: 'hi' as const,
      facts: [office('asansol').address, office('asansol').phone ?? ''],
    },
    {
      question: 'পাটনা শাখার ঠিকানা আর রাঁচি শাখার ফোন নম্বরও দিন',
      script: 'bn' as const,
      facts: [office('patna').address, office('ranchi').phone ?? ''],
    },
    {
      question: 'आपकी कितनी शाखाएँ हैं और कौन-कौन से ब्रांड बेचते हैं?',
      script: 'hi' as const,
      facts: [String(content.branches.offices.filter((item) => !item.isCorporate).length), 'LENOVO'],
    },
    {
      question: 'এইচআর-এর ই-মেল আর সেলসের ফোন নম্বর দুটোই দিন',
      script: 'bn' as const,
      facts: [contacts.hr.email, contacts.sales.phone],
    },
  ])('"$question" answers every ask, in order, in its script', ({ question, script, facts }) => {
    const reply = answerOf([question]);
    expectInScript(reply.markdown, script);
    expectInOrder(reply.markdown, facts);
    expectNoInventedFacts(reply.markdown);
    expect(reply.kind).not.toBe('declined');
  });
});

describe('a follow-up in Bengali or Hindi', () => {
  it.each([
    {
      turns: ['গড়িয়াহাট স্টোর কোথায়?', 'ওটা কখন খোলে?'],
      script: 'bn' as const,
      facts: ['10:30 AM', '8:30 PM'],
    },
    {
      turns: ['গড়িয়াহাট স্টোর কোথায়?', 'আর ফোন নম্বর?'],
      script: 'bn' as const,
      facts: [store('gariahat').phone],
    },
    {
      turns: ['पटना ब्रांच कहाँ है?', 'वहाँ का फ़ोन नंबर?'],
      script: 'hi' as const,
      facts: [office('patna').phone ?? ''],
    },
    {
      turns: ['Where is the Ranchi branch?', 'उसका ईमेल क्या है?'],
      script: 'hi' as const,
      facts: [office('ranchi').email ?? ''],
    },
    {
      turns: ['রায়গঞ্জ স্টোরের ঠিকানা?', 'ওখানে রবিবার খোলা থাকে?'],
      script: 'bn' as const,
      facts: ['11:00 AM', '7:00 PM'],
    },
    {
      turns: ['HP World Patna ka address?', 'वो कितने बजे बंद होता है?'],
      script: 'hi' as const,
      facts: ['8:30 pm'],
    },
    {
      turns: ['Sales Coordinator পদের জন্য কী লাগে?', 'বেতন কত?'],
      script: 'bn' as const,
      facts: [translated('bn', 'openings', 'openings.3.title'), 'লাখ'],
    },
    {
      turns: ['सेल्स कोऑर्डिनेटर की नौकरी के बारे में बताइए', 'उसकी सैलरी कितनी है?'],
      script: 'hi' as const,
      facts: [
        translated('hi', 'openings', 'openings.3.title'),
        formatLpaRange({ minLpa: 2, maxLpa: 3 }).split(' ')[0]!,
      ],
    },
    {
      turns: ['एचपी के कौन से प्रोडक्ट मिलते हैं?', 'और उनका वारंटी?'],
      script: 'hi' as const,
      facts: [contacts.support.phone],
    },
    {
      turns: ['Tell me about the Lenovo brand', 'ওদের কী কী প্রোডাক্ট আছে?'],
      script: 'bn' as const,
      facts: [translated('bn', 'brands', 'brands.lenovo.products.2.name')],
    },
  ])('"$turns.1" after "$turns.0" is answered of what the earlier turn named', ({ turns, script, facts }) => {
    const reply = answerOf(turns);
    expectInScript(reply.markdown, script);
    expectInOrder(reply.markdown, facts);
    expectNoInventedFacts(reply.markdown);
    expect(reply.kind).not.toBe('declined');
  });

  it("answers an opening's salary with the content's figure and no other", () => {
    const reply = answerOf(['Sales Coordinator পদের জন্য কী লাগে?', 'বেতন কত?']).markdown;
    expect(reply).toContain('২.০');
    expect(reply).toContain('৩.০');
    expect(reply).not.toContain('৪.৫');
  });

  it('says plainly that warranty periods are not published, and names none', () => {
    const reply = answerOf(['एचपी के कौन से प्रोडक्ट मिलते हैं?', 'और उनका वारंटी?']);
    expect(reply.kind).toBe('unknown');
    expect(reply.markdown).not.toMatch(/\d+\s*(साल|महीने|year|month)/);
  });

  it("lists a brand's products, named in the question's script", () => {
    const reply = answerOf(['एचपी के कौन से प्रोडक्ट मिलते हैं?']).markdown;
    expectInScript(reply, 'hi');
    expect(reply).toContain(translated('hi', 'brands', 'brands.hp.products.0.name'));
  });
});

describe('greetings and thanks in Bengali and Hindi', () => {
  it.each([
    { message: 'নমস্কার', script: 'bn' as const, kind: 'greeting' },
    { message: 'হ্যালো!', script: 'bn' as const, kind: 'greeting' },
    { message: 'ধন্যবাদ', script: 'bn' as const, kind: 'thanks' },
    { message: 'অনেক ধন্যবাদ, খুব উপকার হল', script: 'bn' as const, kind: 'thanks' },
    { message: 'नमस्ते', script: 'hi' as const, kind: 'greeting' },
    { message: 'नमस्ते जी', script: 'hi' as const, kind: 'greeting' },
    { message: 'धन्यवाद', script: 'hi' as const, kind: 'thanks' },
    { message: 'शुक्रिया!', script: 'hi' as const, kind: 'thanks' },
  ])('"$message" is answered in its script', ({ message, script, kind }) => {
    const reply = answerOf([message]);
    expectInScript(reply.markdown, script);
    expect(reply.kind).toBe(kind);
  });

  it('a greeting says what the assistant can help with', () => {
    expect(answerOf(['নমস্কার']).markdown).toMatch(/শাখা.*স্টোর|স্টোর.*শাখা/);
    expect(answerOf(['नमस्ते']).markdown).toMatch(/शाखा.*स्टोर|स्टोर.*शाखा/);
  });
});

describe('Banglish and Hinglish on a Bengali or Hindi page', () => {
  it.each([
    { question: 'Gariahat store kokhon khole?', page: 'bn' as const, facts: ['8:30 PM'] },
    { question: 'Patna branch ka number?', page: 'hi' as const, facts: [office('patna').phone ?? ''] },
    {
      question: 'Siliguri office er email ta ki?',
      page: 'bn' as const,
      facts: [office('siliguri').email ?? ''],
    },
    {
      question: 'Ranchi mein HP World store kahan hai?',
      page: 'hi' as const,
      facts: [translated('hi', 'stores', 'hpWorld.ranchi.name'), store('ranchi').address],
    },
    { question: 'HR ka email bhejo', page: 'hi' as const, facts: [contacts.hr.email] },
    {
      question: 'Howrah branch er phone number ar address dao',
      page: 'bn' as const,
      facts: [office('howrah').phone ?? '', office('howrah').address],
    },
  ])('"$question" on a $page page is answered in the page\'s script', ({ question, page, facts }) => {
    const reply = answerOf([question], page);
    expectInScript(reply.markdown, page);
    for (const fact of facts) expect(reply.markdown).toContain(fact);
    expectNoInventedFacts(reply.markdown);
  });

  // Prices and discounts are not published: the answer is who quotes them, never a number.
  it.each([
    { question: 'Acer laptop er dam koto porbe?', page: 'bn' as const },
    { question: 'HP printer pe koi discount chal raha hai?', page: 'hi' as const },
    { question: 'এখন প্রিন্টারে কোনো ডিসকাউন্ট দিচ্ছেন?', page: 'bn' as const },
    { question: 'लैपटॉप पर कितनी छूट मिलेगी?', page: 'hi' as const },
  ])('"$question" on a $page page gets the sales team and the form, no price', ({ question, page }) => {
    const reply = answerOf([question], page);
    expectInScript(reply.markdown, page);
    expect(reply.markdown).toContain(contacts.sales.phone);
    expect(reply.markdown).toContain(`/${page}/contact`);
    expectNoInventedFacts(reply.markdown);
  });

  it('on an English page is answered in English as before', () => {
    const reply = answerOf(['Patna branch ka number?']).markdown;
    expect(reply).toContain(office('patna').phone ?? '');
    expect(reply.match(devanagariLetters)).toBeNull();
    expect(reply.match(bengaliLetters)).toBeNull();
  });
});

describe('a kind of product the company does not sell, asked in Bengali or Hindi', () => {
  const powerBrands = content.brands.brands.filter((brand) =>
    brand.products.some((product) => /\b(ups|inverters?)\b/i.test(product.name)),
  );
  const screenBrands = content.brands.brands.filter((brand) =>
    brand.products.some((product) => /\b(monitors?|projectors?)\b/i.test(product.name)),
  );

  it.each([
    { question: 'আপনারা কি সোলার প্যানেল বিক্রি করেন?', script: 'bn' as const, no: 'না', brands: powerBrands },
    { question: 'সোলার প্লেট পাওয়া যাবে?', script: 'bn' as const, no: 'না', brands: powerBrands },
    { question: 'क्या आपके यहाँ टीवी मिलता है?', script: 'hi' as const, no: 'नहीं', brands: screenBrands },
    { question: 'অফিসের জন্য একটা টিভি কিনতে চাই', script: 'bn' as const, no: 'না', brands: screenBrands },
    { question: 'सोलर पैनल बेचते हो?', script: 'hi' as const, no: 'नहीं', brands: powerBrands },
  ])(
    '"$question" is answered no in its script, with what we carry for the same need',
    ({ question, script, no, brands }) => {
      expect(brands.length).toBeGreaterThan(0);
      const reply = answerOf([question]);
      expectInScript(reply.markdown, script);
      expect(reply.kind).toBe('negative');
      expect(reply.markdown.startsWith(no), reply.markdown).toBe(true);
      for (const brand of brands) expect(reply.markdown).toContain(brand.name);
      expectNoInventedFacts(reply.markdown);
    },
  );

  it("names the products we carry in the question's language", () => {
    expect(answerOf(['আপনারা কি সোলার প্যানেল বিক্রি করেন?']).markdown).toContain(
      translated('bn', 'brands', 'brands.microtek.products.1.name'),
    );
  });

  it('asked in Banglish on a Bengali page, is answered no in Bengali', () => {
    const reply = answerOf(['solar panel ache apnader?'], 'bn');
    expectInScript(reply.markdown, 'bn');
    expect(reply.kind).toBe('negative');
  });
});

describe('every question in Bengali or Devanagari script', () => {
  // Written after the first work, before being run against it.
  const brandName = (slug: string) => content.brands.brands.find((brand) => brand.slug === slug)?.name ?? '';
  it.each([
    {
      question: 'ভুবনেশ্বর শাখা আর HP World ভুবনেশ্বর, দুটোর ফোন নম্বর দিন',
      script: 'bn' as const,
      facts: [office('bhubaneswar').phone ?? '', store('bhubaneswar').phone],
    },
    { question: 'আপনাদের সাপোর্ট টিমের নম্বর কী?', script: 'bn' as const, facts: [contacts.support.phone] },
    {
      question: 'লেনোভোর কী কী পণ্য পাওয়া যায়?',
      script: 'bn' as const,
      facts: [translated('bn', 'brands', 'brands.lenovo.products.2.name')],
    },
    { question: 'মাইক্রোটেকের ইনভার্টার আছে?', script: 'bn' as const, facts: [brandName('microtek')] },
    { question: 'রাঁচির দোকান কখন বন্ধ হয়?', script: 'bn' as const, facts: ['8:30 PM'] },
    {
      question: 'অপারেশনস এক্সিকিউটিভ পদের বেতন কত?',
      script: 'bn' as const,
      facts: [translated('bn', 'openings', 'openings.1.title'), 'লাখ'],
    },
    { question: 'নমস্কার, শিলিগুড়ি শাখার ঠিকানা কী?', script: 'bn' as const, facts: [office('siliguri').address] },
    { question: 'জেনারেটর বিক্রি করেন?', script: 'bn' as const, facts: [] },
    { question: 'আমি বর্ধমানে থাকি, ওখানে আপনাদের কোনো স্টোর আছে?', script: 'bn' as const, facts: ['নেই'] },
    { question: 'ধন্যবাদ, আর হাওড়া শাখার নম্বরটা?', script: 'bn' as const, facts: [office('howrah').phone ?? ''] },
    { question: 'ईएसएसएल की बायोमेट्रिक मशीन मिलती है?', script: 'hi' as const, facts: [brandName('essl')] },
    { question: 'सपोर्ट टीम का ईमेल क्या है?', script: 'hi' as const, facts: [contacts.support.email] },
    {
      question: 'दुर्गापुर और आसनसोल के स्टोर का पता',
      script: 'hi' as const,
      facts: [store('durgapur').address, store('asansol').address],
    },
    {
      question: 'डेटा एनालिस्ट की सैलरी कितनी है?',
      script: 'hi' as const,
      facts: [translated('hi', 'openings', 'openings.2.title'), 'लाख'],
    },
    { question: 'रविवार को पटना स्टोर खुला रहता है?', script: 'hi' as const, facts: ['11:00 am', '7:00 pm'] },
    { question: 'नमस्ते, HR का ईमेल बताइए', script: 'hi' as const, facts: [contacts.hr.email] },
    { question: 'टेलीविज़न बेचते हैं क्या?', script: 'hi' as const, facts: [] },
    { question: 'मालदा में आपका ऑफिस है?', script: 'hi' as const, facts: ['नहीं'] },
    { question: 'लेनोवो के प्रोडक्ट की वारंटी कितनी है?', script: 'hi' as const, facts: [contacts.support.phone] },
    { question: 'शुक्रिया, और रांची ब्रांच का पता?', script: 'hi' as const, facts: [office('ranchi').address] },
  ])('"$question" is answered in its script and invents nothing', ({ question, script, facts }) => {
    const reply = answerOf([question]);
    expectInScript(reply.markdown, script);
    expectInOrder(reply.markdown, facts);
    expectNoInventedFacts(reply.markdown);
  });
});

describe('on a Bengali or Hindi page, found while checking the answers by hand', () => {
  // Written after the answers were read: regressions, not first-run questions.
  it('a Banglish follow-up leans on the earlier turn', () => {
    const reply = answerOf(['Siliguri branch er address?', 'ar phone number?'], 'bn').markdown;
    expectInScript(reply, 'bn');
    expect(reply).toContain(office('siliguri').phone ?? '');
  });

  it('"where are your branches?" lists the branches, not the general contact', () => {
    const reply = answerOf(['Where are your branches?'], 'hi').markdown;
    expectInScript(reply, 'hi');
    expect(reply).toContain(translated('hi', 'stores', 'hpWorld.ranchi.city'));
    expect(reply).not.toContain(contacts.general.email);
  });

  it('a price is not published: the quotation form and sales, not a product list', () => {
    const reply = answerOf(['What is the price of HP laptops?'], 'bn').markdown;
    expectInScript(reply, 'bn');
    expect(reply).toContain(contacts.sales.phone);
    expectNoInventedFacts(reply);
  });

  it('a brand we do not carry, asked in Latin on a Bengali page, is answered no in Bengali', () => {
    const reply = answerOf(['Do you sell Dell laptops?'], 'bn');
    expect(reply.kind).toBe('negative');
    expectInScript(reply.markdown, 'bn');
  });
});

describe('a follow-up that names another opening carries what was asked of the first', () => {
  const job = (title: string) => {
    const found = content.openings.openings.find((candidate) => candidate.title === title);
    if (!found) throw new Error(`no ${title} opening in the samples`);
    return found;
  };

  it('"aur Sales Coordinator ki?" after a salary, on a Hindi page, gives its salary', () => {
    const reply = answerer.answer(['CRM ki salary kitni hai?', 'aur Sales Coordinator ki?'], 'hi');
    const salaryRange = `${job('Sales Coordinator').salary.minLpa.toFixed(1)} - ${job('Sales Coordinator').salary.maxLpa.toFixed(1)}`;
    expect(reply.markdown).toContain(salaryRange);
    expectInScript(reply.markdown, 'hi');
  });

  it('"আর সেলস কোঅর্ডিনেটর?" after a last date asks its last date', () => {
    const reply = answerer.answer(['ডেটা অ্যানালিস্ট পদের শেষ তারিখ কবে?', 'আর সেলস কোঅর্ডিনেটর?']);
    expect(reply.markdown).toMatch(/সেলস কোঅর্ডিনেটর[^।]*শেষ তারিখ/);
  });

  it('"डेटा एनालिस्ट की नौकरी में आवेदन कैसे करूँ?" of a named opening adds HR, whom to apply to', () => {
    const reply = answerer.answer(['डेटा एनालिस्ट की नौकरी में आवेदन कैसे करूँ?']);
    expect(reply.markdown).toContain(contacts.hr.email);
    expectInScript(reply.markdown, 'hi');
  });
});

describe('brands asked for two kinds of product in one sentence', () => {
  it('"হাজিরা মেশিন আর সিসিটিভির জন্য কোন ব্র্যান্ড পাওয়া যায়?" names each kind\'s brands (the service\'s other word for attendance)', () => {
    const reply = answerer.answer(['হাজিরা মেশিন আর সিসিটিভির জন্য কোন ব্র্যান্ড পাওয়া যায়?']);
    expect(reply.markdown).toContain('ESSL');
    expect(reply.markdown).toContain('CP');
    expectInScript(reply.markdown, 'bn');
  });
});
