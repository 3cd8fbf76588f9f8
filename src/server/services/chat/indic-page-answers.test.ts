// Issue 48, asks in Bengali and Hindi (and Banglish and Hinglish on a Bengali or Hindi page)
// that one page of the site answers, found by an outside evaluation to get another answer: the
// pay of an opening asked in Banglish words, the last day to apply, the help line for finding a
// store, the awards, the founding asked beside the branches, the Lenovo store's range and
// whereabouts, what a reseller partner gets, and when a milestone or event of the activities page
// took place. Worded otherwise than the evaluation's questions.

import { describe, expect, it } from 'vitest';
import {
  answerer,
  bengaliDigits,
  content,
  expectAnsweredIn,
  expectInScript,
  opening,
  translated,
} from './indic-answers.test-support.js';

const answerOf = (question: string, page?: 'bn' | 'hi') => answerer.answer([question], page);

const { contacts } = content.company;

describe("an opening's pay, in Banglish and Hinglish words for it", () => {
  it.each([
    { question: 'data analyst er post e mainey koto pabo?', page: 'bn' as const, title: 'Data Analyst' },
    {
      question: 'operations executive ka mahina kitna milega?',
      page: 'hi' as const,
      title: 'Operations Executive',
    },
  ])('"$question" gets the salary as the careers page writes it', ({ question, page, title }) => {
    const reply = answerOf(question, page);
    expectAnsweredIn(reply, page);
    const { minLpa, maxLpa } = opening(title).salary;
    const written = (lpa: number) => (page === 'bn' ? bengaliDigits(lpa.toFixed(1)) : lpa.toFixed(1));
    expect(reply.markdown).toContain(`${written(minLpa)} - ${written(maxLpa)}`);
  });
});

describe('the last day to apply', () => {
  it.each([
    { question: 'नौकरी के लिए आवेदन की आखिरी तारीख क्या है?', page: 'hi' as const, date: /31 मार्च 2027/ },
    { question: 'job e apply korar last date kobe?', page: 'bn' as const, date: /৩১ মার্চ, ২০২৭/ },
  ])(
    '"$question" gives each open opening its last day, as the careers page writes it',
    ({ question, page, date }) => {
      const reply = answerOf(question, page);
      expectAnsweredIn(reply, page);
      expect(reply.markdown).toMatch(date);
      const title = translated(page, 'openings', 'openings.0.title');
      expect(reply.markdown).toContain(title);
    },
  );
});

describe('finding a store', () => {
  it.each([
    { question: 'पास का HP स्टोर ढूंढ नहीं पा रहा, किस नंबर पर फ़ोन करूँ?', page: 'hi' as const },
    { question: 'নিকটতম HP World স্টোরটা খুঁজে পাচ্ছি না, কাকে ফোন করব?', page: 'bn' as const },
  ])('"$question" gets the retail page\'s help line, not the general number', ({ question, page }) => {
    const reply = answerOf(question, page);
    expectAnsweredIn(reply, page);
    expect(reply.markdown).toContain(translated(page, 'stores', 'help.text'));
    expect(reply.markdown).toContain(contacts.support.phone);
    expect(reply.markdown).not.toContain(contacts.general.phone);
  });
});

describe('the awards', () => {
  it.each([
    { question: 'আপনারা কী কী পুরস্কার পেয়েছেন?', page: 'bn' as const },
    { question: 'kya aapko koi award mila hai?', page: 'hi' as const },
  ])('"$question" names the awards as the page in the language does', ({ question, page }) => {
    const reply = answerOf(question, page);
    expectAnsweredIn(reply, page);
    for (const position of content.awards.awards.keys())
      expect(reply.markdown).toContain(translated(page, 'awards', `awards.${position}.title`));
  });
});

describe('the founding asked beside the branches', () => {
  it.each([
    { question: 'আপনাদের কোম্পানি কত সালে প্রতিষ্ঠিত আর কয়টা শাখা আছে?', page: 'bn' as const },
    { question: 'कंपनी की स्थापना कब हुई और कितनी शाखाएँ हैं?', page: 'hi' as const },
  ])('"$question" answers both', ({ question, page }) => {
    const reply = answerOf(question, page);
    expectAnsweredIn(reply, page);
    const year = String(content.company.foundedYear);
    expect(reply.markdown).toContain(page === 'bn' ? bengaliDigits(year) : year);
    const branches = content.branches.offices.filter((office) => !office.isCorporate).length;
    expect(reply.markdown).toContain(
      page === 'bn' ? `${bengaliDigits(String(branches))}টি শাখা` : `${branches} शाखाएँ`,
    );
  });
});

describe('the Lenovo store', () => {
  it('"what products are in the Lenovo store?" lists its range in the page\'s language', () => {
    const reply = answerOf('Lenovo exclusive store me kaun kaun se product milte hain?', 'hi');
    expectAnsweredIn(reply, 'hi');
    for (const position of content.retailPage.lenovoStore.productRange.keys())
      expect(reply.markdown).toContain(
        translated('hi', 'retailPage', `lenovoStore.productRange.${position}`),
      );
  });

  it('its address and phone: what the content holds (Kolkata, the map), and that the rest is not published', () => {
    const reply = answerOf('লেনোভো স্টোরের পুরো ঠিকানা আর ফোন নম্বর কী?', 'bn');
    expectAnsweredIn(reply, 'bn');
    expect(reply.markdown).toContain('কলকাতা');
    expect(reply.markdown).toContain(content.retailPage.lenovoStore.findStore.href);
    expect(reply.markdown).toContain('প্রকাশিত তথ্যে নেই');
    expect(reply.markdown).toContain(contacts.general.phone);
  });
});

describe('what a reseller partner gets', () => {
  it.each([
    { question: 'ami dealer hote chai, apnara partner der ki ki support den?', page: 'bn' as const },
    { question: 'हम रीसेलर हैं, आपके पार्टनर बनने पर क्या सपोर्ट मिलेगा?', page: 'hi' as const },
  ])('"$question" lists the distribution page\'s benefits with the desk', ({ question, page }) => {
    const reply = answerOf(question, page);
    expectAnsweredIn(reply, page);
    for (const position of content.distributionPage.benefits.keys())
      expect(reply.markdown).toContain(translated(page, 'distributionPage', `benefits.${position}.title`));
    const desk = content.enquiryRouting.topicDesks.find((candidate) => candidate.topic === 'distribution');
    expect(reply.markdown).toContain(desk?.phone ?? contacts.sales.phone);
  });
});

describe('brands for two kinds of product in one message', () => {
  const productName = (page: 'bn' | 'hi', slug: string, english: string) => {
    const position = content.brands.brands
      .find((brand) => brand.slug === slug)
      ?.products.findIndex((product) => product.name === english);
    return translated(page, 'brands', `brands.${slug}.products.${position}.name`);
  };

  it.each([
    {
      question: 'মেমরি কার্ড কোন ব্র্যান্ডের পাওয়া যায়? আর সিসিটিভি রেকর্ডিংয়ের জন্য হার্ড ডিস্ক কার?',
      page: 'bn' as const,
    },
    { question: 'पेन ड्राइव किस ब्रांड की मिलती है? और CCTV के लिए हार्ड डिस्क?', page: 'hi' as const },
  ])('"$question" names the brand of each, with the surveillance drives for CCTV', ({ question, page }) => {
    const reply = answerOf(question, page);
    expectAnsweredIn(reply, page);
    expect(reply.markdown).toContain('BIWIN');
    expect(reply.markdown).toContain('WD');
    expect(reply.markdown).toContain(productName(page, 'wd', 'Surveillance Drives'));
  });
});

describe('a reseller asking what a partner gains, in the words of the page heading', () => {
  it('"ডিলার হলে আমার কী সুবিধা হবে?" lists the partnership benefits with the desk', () => {
    const reply = answerer.answer(['ডিলার হলে আমার কী সুবিধা হবে?']);
    expect(reply.markdown).toContain('distribution@example.com');
    expect(reply.markdown).toMatch(/ট্রেনিং/);
    expectInScript(reply.markdown, 'bn');
  });

  it('"रीसेलर को क्या फ़ायदे मिलते हैं?" lists them in Hindi', () => {
    const reply = answerer.answer(['रीसेलर को क्या फ़ायदे मिलते हैं?']);
    expect(reply.markdown).toMatch(/ट्रेनिंग/);
    expectInScript(reply.markdown, 'hi');
  });
});

describe('a job seeker who sent a CV is given HR', () => {
  it.each([
    ['আমি সেলস কোঅর্ডিনেটর পদের জন্য সিভি পাঠিয়েছি, কোনো খবর পাইনি', undefined, 'bn'],
    ['maine CRM ke liye resume bheja tha, koi jawab nahi aaya', 'hi', 'hi'],
  ] as const)('"%s" names HR\'s e-mail', (question, page, script) => {
    const reply = answerer.answer([question], page);
    expect(reply.markdown).toContain(content.company.contacts.hr.email);
    expectInScript(reply.markdown, script);
  });
});

describe('when a milestone or an event on the activities page took place', () => {
  const milestoneOf = (city: string) =>
    content.milestones.milestones.findIndex((m) => m.title.includes(city));
  const eventOf = (words: string) => content.events.events.findIndex((event) => event.title.includes(words));

  it('"when did the Patna branch open?" in Bengali is the milestone and its year, not the branch\'s hours', () => {
    const position = milestoneOf('Patna');
    const reply = answerOf('পাটনা শাখা কবে চালু হয়েছিল?');
    expectAnsweredIn(reply, 'bn');
    expect(reply.markdown).toContain(translated('bn', 'milestones', `milestones.${position}.title`));
    expect(reply.markdown).toContain(bengaliDigits(String(content.milestones.milestones[position]?.year)));
    expect(reply.markdown).not.toMatch(/AM|PM/);
  });

  it('"when was the product launch?" in Hindi is the event and its date', () => {
    const position = eventOf('Product Launch');
    const [year, , day] = (content.events.events[position]?.date ?? '').split('-').map(Number);
    const reply = answerOf('प्रोडक्ट लॉन्च कब हुआ था?');
    expectAnsweredIn(reply, 'hi');
    expect(reply.markdown).toContain(translated('hi', 'events', `events.${position}.title`));
    expect(reply.markdown).toContain(`${day} `);
    expect(reply.markdown).toContain(String(year));
  });

  it('an event with dealers in its title is the event, not the distribution desk', () => {
    const position = eventOf('Dealer');
    const reply = answerOf('ডিলারদের ট্রেনিং ওয়ার্কশপ কবে হয়েছিল?');
    expectAnsweredIn(reply, 'bn');
    expect(reply.markdown).toContain(translated('bn', 'events', `events.${position}.title`));
    expect(reply.markdown).not.toContain(content.company.contacts.sales.phone);
    expect(reply.markdown).not.toMatch(/distribution@/);
  });

  it('a store asked of a year in the past is each store the activities page shows opened that year, and no other', () => {
    const openings = content.storeOpenings.storeOpenings;
    const year = openings.find(
      (candidate) => openings.filter((other) => other.year === candidate.year).length > 1,
    )?.year;
    if (year === undefined) throw new Error('the samples open no two stores in one year');
    const reply = answerOf(`${bengaliDigits(String(year))} সালে আপনাদের কোন কোন দোকান চালু হয়েছিল?`);
    expectAnsweredIn(reply, 'bn');
    for (const [position, opened] of openings.entries()) {
      const name = translated('bn', 'storeOpenings', `storeOpenings.${position}.name`);
      if (opened.year === year) expect(reply.markdown).toContain(name);
      else expect(reply.markdown).not.toContain(name);
    }
  });

  it('an award asked of a year in the past is the award won that year, not what else opened then', () => {
    const awards = content.awards.awards;
    const position = awards.findIndex((award) =>
      content.storeOpenings.storeOpenings.some((opened) => opened.year === award.year),
    );
    const award = awards[position];
    if (!award) throw new Error('the samples win no award in a year a store opened');
    const reply = answerOf(`${award.year} में आपकी कंपनी को कौन सा अवॉर्ड मिला था?`);
    expectAnsweredIn(reply, 'hi');
    expect(reply.markdown).toContain(translated('hi', 'awards', `awards.${position}.title`));
    for (const [opened, store] of content.storeOpenings.storeOpenings.entries())
      if (store.year === award.year)
        expect(reply.markdown).not.toContain(
          translated('hi', 'storeOpenings', `storeOpenings.${opened}.name`),
        );
  });

  it('a year in the past beside another ask is not asked of the activities page', () => {
    const year = content.events.events[0]?.date.slice(0, 4) ?? '';
    const reply = answerOf(`${bengaliDigits(year)} সালে নেওয়া প্রিন্টারটা খারাপ হয়ে গেছে, রিপেয়ার কোথায় হবে?`);
    expectAnsweredIn(reply, 'bn');
    expect(reply.markdown).toContain(content.company.contacts.support.phone);
    expect(reply.markdown).not.toContain(translated('bn', 'events', 'events.0.title'));
  });

  it('the same in Hindi, with the year in Latin digits', () => {
    const [last] = content.storeOpenings.storeOpenings.slice(-1);
    if (!last) throw new Error('the samples open no stores');
    const position = content.storeOpenings.storeOpenings.length - 1;
    const reply = answerOf(`${last.year} में आपका कौन सा नया स्टोर शुरू हुआ?`);
    expectAnsweredIn(reply, 'hi');
    expect(reply.markdown).toContain(translated('hi', 'storeOpenings', `storeOpenings.${position}.name`));
  });

  it('a time of day a branch opens is still its hours', () => {
    const reply = answerOf('রাঁচির অফিস কখন খোলে?');
    expect(reply.markdown).toMatch(/AM/);
  });
});
