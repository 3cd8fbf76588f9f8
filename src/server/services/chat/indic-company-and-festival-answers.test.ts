// Issue 48, asks in Bengali and Hindi found by the bench (bench/lib/bengali-and-hindi-chats.ts)
// to end in "I can only tell you about …" although the content holds the answer: when the company
// was founded and where it works, its after-sales service and the Lenovo store's services, a
// store's hours on a festival, short follow-ups, "are you the distributor of …", brands written
// in Bengali or Devanagari, Latin questions on a Bengali or Hindi page, and counts in the page's
// digits. Written from the public pages before the answering code.

import { describe, expect, it } from 'vitest';
import {
  answerer,
  bengaliDigits,
  content,
  expectAnsweredIn,
  office,
  store as storeOf,
  translated,
} from './indic-answers.test-support.js';

const answerOf = (turns: readonly string[], page?: 'bn' | 'hi') => answerer.answer(turns, page);

describe('the company: since when, and where', () => {
  it.each([
    { turns: ['কোম্পানিটা কবে শুরু হয়েছিল?'], page: undefined, script: 'bn' as const },
    { turns: ['আপনাদের কোম্পানি কত সালে প্রতিষ্ঠিত?'], page: undefined, script: 'bn' as const },
    { turns: ['कंपनी कब शुरू हुई थी?'], page: undefined, script: 'hi' as const },
    { turns: ['company kobe shuru hoyechilo?'], page: 'bn' as const, script: 'bn' as const },
  ])('"$turns.0" is answered with the founding year', ({ turns, page, script }) => {
    const reply = answerOf(turns, page);
    expectAnsweredIn(reply, script);
    const year = String(content.company.foundedYear);
    expect(reply.markdown).toContain(script === 'bn' ? bengaliDigits(year) : year);
  });

  it.each([
    { question: 'আপনারা কোন কোন রাজ্যে কাজ করেন?', script: 'bn' as const, states: ['ঝাড়খণ্ড', 'ওড়িশা'] },
    { question: 'आप किन राज्यों में काम करते हैं?', script: 'hi' as const, states: ['झारखंड', 'ओडिशा'] },
  ])('"$question" names the states of the about text', ({ question, script, states }) => {
    const reply = answerOf([question]);
    expectAnsweredIn(reply, script);
    for (const state of states) expect(reply.markdown).toContain(state);
  });
});

describe('after-sales service and the Lenovo store', () => {
  it.each([
    { question: 'বিক্রির পরে সার্ভিস দেন?', script: 'bn' as const },
    { question: 'আপনাদের সার্ভিস সেন্টার কোথায়?', script: 'bn' as const },
    { question: 'क्या आप आफ़्टर-सेल्स सपोर्ट देते हैं?', script: 'hi' as const },
  ])('"$question" is answered with the after-sales service and the support team', ({ question, script }) => {
    const reply = answerOf([question]);
    expectAnsweredIn(reply, script);
    expect(reply.markdown).toContain(translated(script, 'services', 'services.5.description'));
    expect(reply.markdown).toContain(content.company.contacts.support.phone);
  });

  it('a warranty question also says what the after-sales service does, and gives no period', () => {
    const reply = answerOf(['ওয়ারেন্টি কত দিনের?']);
    expectAnsweredIn(reply, 'bn');
    expect(reply.markdown).toContain(translated('bn', 'services', 'services.5.description'));
    expect(reply.markdown).not.toMatch(/[০-৯\d]+\s*(বছর|মাস|দিন)/);
  });

  it.each([
    { question: 'Lenovo এক্সক্লুসিভ স্টোরে ইএমআই পাওয়া যায়?', script: 'bn' as const, service: 0 },
    { question: 'Lenovo एक्सक्लूसिव स्टोर में EMI मिलती है?', script: 'hi' as const, service: 0 },
    { question: 'লেনোভো স্টোরে এক্সচেঞ্জ হয়?', script: 'bn' as const, service: 1 },
    {
      question: 'Lenovo store e exchange offer ache?',
      script: 'bn' as const,
      service: 1,
      page: 'bn' as const,
    },
  ])('"$question" is answered from the Lenovo store\'s services', ({ question, script, service, page }) => {
    const reply = answerOf([question], page);
    expectAnsweredIn(reply, script);
    expect(reply.markdown).toContain(
      translated(script, 'retailPage', `lenovoStore.services.${service}.description`),
    );
  });
});

describe("a store's hours on a festival", () => {
  it("Durga Puja at Gariahat: the content's special day, closed", () => {
    const reply = answerOf(['দুর্গাপুজোয় গড়িয়াহাট স্টোর খোলা?']);
    expectAnsweredIn(reply, 'bn');
    expect(reply.markdown).toContain(translated('bn', 'stores', 'hpWorld.gariahat.name'));
    expect(reply.markdown).toContain('দুর্গাপূজা');
    expect(reply.markdown).toContain('বন্ধ');
  });

  it("Diwali at Patna: the special day's hours", () => {
    const reply = answerOf(['दिवाली पर पटना स्टोर खुला रहेगा?']);
    expectAnsweredIn(reply, 'hi');
    expect(reply.markdown).toContain(translated('hi', 'stores', 'hpWorld.patna.name'));
    expect(reply.markdown).toContain('3:00');
  });

  it.each([
    { turns: ['দুর্গাপূজার সময় স্টোর খোলা থাকবে?'], page: undefined, script: 'bn' as const },
    { turns: ['दीपावली पर स्टोर खुले रहेंगे?'], page: undefined, script: 'hi' as const },
    { turns: ['Durga pujo te store khola thakbe?'], page: 'bn' as const, script: 'bn' as const },
    { turns: ['Diwali pe store khula rahega?'], page: 'hi' as const, script: 'hi' as const },
  ])('"$turns.0" about all stores is answered with the festival\'s hours', ({ turns, page, script }) => {
    const reply = answerOf(turns, page);
    expectAnsweredIn(reply, script);
    expect(reply.markdown).toMatch(script === 'bn' ? /দুর্গাপূজা/ : /दीपावली|दिवाली/);
  });

  it.each([
    { question: 'কালীপুজোয় স্টোর খোলা থাকবে?', script: 'bn' as const, festival: 'কালীপুজো' },
    { question: 'छठ पूजा पर पटना स्टोर खुला है?', script: 'hi' as const, festival: 'छठ' },
  ])('"$question": no special day in the content, said plainly', ({ question, script, festival }) => {
    const reply = answerOf([question]);
    expectAnsweredIn(reply, script);
    expect(reply.markdown).toContain(festival);
    expect(reply.markdown).toMatch(/10:30 (AM|am) – 8:30 (PM|pm)/);
    expect(reply.markdown).not.toMatch(/3:00 (PM|pm)/);
  });

  it('a festival the content has no special day for: said plainly, with the usual hours and no other', () => {
    const reply = answerOf(['ঈদে গড়িয়াহাট স্টোর খোলা থাকবে?']);
    expectAnsweredIn(reply, 'bn');
    expect(reply.markdown).toContain('ঈদ');
    expect(reply.markdown).toContain('10:30 AM – 8:30 PM');
    expect(reply.markdown).not.toMatch(/3:00 PM/);
  });
});

describe('"start" of a store is its opening time, not the founding', () => {
  it.each([
    { question: 'Gariahat store kokhon start hoy?', page: 'bn' as const },
    { question: 'Patna store kab start hota hai?', page: 'hi' as const },
  ])('"$question"', ({ question, page }) => {
    const reply = answerOf([question], page);
    expectAnsweredIn(reply, page);
    expect(reply.markdown).toMatch(/10:30 (AM|am)/);
    expect(reply.markdown).not.toContain('Private Limited');
  });
});

describe('a word that only sounds like a festival', () => {
  it('"email id" of a store is its e-mail, not its hours on Eid', () => {
    const reply = answerOf(['HP World Patna store er email id ki?'], 'bn');
    expect(reply.markdown).not.toContain('ঈদ');
    expect(reply.markdown).not.toMatch(/প্রকাশিত সময়সূচিতে/);
  });

  it.each([
    { question: 'গড়িয়াহাটের HP World দোকানের ইমেল আইডি দিন', store: 'gariahat', script: 'bn' as const },
    { question: 'पटना के HP World स्टोर की ईमेल आईडी बताइए', store: 'patna', script: 'hi' as const },
  ])('"$question": an ID written in the script is not Eid', ({ question, store, script }) => {
    const reply = answerOf([question]);
    expectAnsweredIn(reply, script);
    expect(reply.markdown).toContain(storeOf(store).email);
    expect(reply.markdown).not.toMatch(/ঈদ|ईद/);
  });
});

describe('short follow-ups', () => {
  it.each([
    {
      turns: ['HP World ভুবনেশ্বর কোথায়?', 'শনিবার কখন বন্ধ হয়?'],
      page: undefined,
      script: 'bn' as const,
      facts: ['8:30 PM'],
    },
    {
      turns: ['HP World हावड़ा कहाँ है?', 'शनिवार को कब तक खुला है?'],
      page: undefined,
      script: 'hi' as const,
      facts: ['8:30 pm'],
    },
    {
      turns: ['HP World पटना कहाँ है?', 'वहाँ कब तक खुला है?'],
      page: undefined,
      script: 'hi' as const,
      facts: ['8:30 pm'],
    },
    {
      turns: ['পাটনা শাখার ঠিকানা কী?', 'আর ফোন নম্বর?'],
      page: undefined,
      script: 'bn' as const,
      facts: [office('patna').phone ?? ''],
    },
    {
      turns: ['रांची शाखा का पता?', 'और ई-मेल?'],
      page: undefined,
      script: 'hi' as const,
      facts: [office('ranchi').email ?? ''],
    },
    {
      turns: ['আপনারা ZEBRONICS বিক্রি করেন?', 'ওদের কী কী প্রোডাক্ট?'],
      page: undefined,
      script: 'bn' as const,
      facts: ['ZEBRONICS'],
    },
    {
      turns: ['Howrah e apnader office ache?', 'oder number ta ki?'],
      page: 'bn' as const,
      script: 'bn' as const,
      facts: [office('howrah').phone ?? ''],
    },
    {
      turns: ['Siliguri mein aapka office hai?', 'unka number kya hai?'],
      page: 'hi' as const,
      script: 'hi' as const,
      facts: [office('siliguri').phone ?? ''],
    },
  ])('$turns is answered of what the first turn named', ({ turns, page, script, facts }) => {
    const reply = answerOf(turns, page);
    expectAnsweredIn(reply, script);
    for (const fact of facts) expect(reply.markdown).toContain(fact);
  });

  it('a follow-up after a store named "HP World <town>" asks of the store, not of the office in that town', () => {
    const reply = answerOf(['HP World ভুবনেশ্বর কোথায়?', 'শনিবার কখন বন্ধ হয়?']);
    expectAnsweredIn(reply, 'bn');
    expect(reply.markdown).toContain(translated('bn', 'stores', 'hpWorld.bhubaneswar.name'));
    expect(reply.markdown).not.toContain(translated('bn', 'branches', 'offices.bhubaneswar.name'));
  });

  it.each([
    { turns: ['ডেটা অ্যানালিস্ট পদটা কোথায়?', 'কী কী যোগ্যতা লাগবে?'], script: 'bn' as const },
    { turns: ['डेटा एनालिस्ट की नौकरी कहाँ है?', 'इसके लिए क्या योग्यता चाहिए?'], script: 'hi' as const },
  ])("$turns gives the opening's requirements", ({ turns, script }) => {
    const reply = answerOf(turns);
    expectAnsweredIn(reply, script);
    expect(reply.markdown).toContain(translated(script, 'openings', 'openings.2.requirements.1'));
  });
});

describe('the distributor of a brand, and brands written in Bengali or Devanagari', () => {
  it('"are you the distributor of ASUS monitors?" says yes, of ASUS only', () => {
    const reply = answerOf(['আপনারা কি ASUS মনিটরের ডিস্ট্রিবিউটর?']);
    expectAnsweredIn(reply, 'bn');
    expect(reply.markdown).toContain('ASUS');
    expect(reply.markdown).toContain('ডিস্ট্রিবিউটর');
    expect(reply.markdown).not.toContain('LENOVO');
  });

  it('"which brands are you the distributor of?" names every brand', () => {
    const reply = answerOf(['आप कौन से ब्रांड के डिस्ट्रीब्यूटर हैं?']);
    expectAnsweredIn(reply, 'hi');
    for (const brand of content.brands.brands) expect(reply.markdown).toContain(brand.name);
  });

  it.each([
    { question: 'এসার ল্যাপটপ পাওয়া যায়?', brand: 'Acer', script: 'bn' as const },
    { question: 'क्या आप एसर के मॉनिटर बेचते हैं?', brand: 'Acer', script: 'hi' as const },
    { question: 'ফিঙ্গারের কী কী পণ্য আছে?', brand: 'Finger', script: 'bn' as const },
    { question: 'बिविन के प्रोडक्ट कौन से हैं?', brand: 'BIWIN', script: 'hi' as const },
  ])('"$question" names $brand', ({ question, brand, script }) => {
    const reply = answerOf([question]);
    expectAnsweredIn(reply, script);
    const found = content.brands.brands.find((candidate) => candidate.name === brand);
    expect(found).toBeDefined();
    expect(reply.markdown).toContain(`${brand}`);
    for (const other of content.brands.brands.filter((candidate) => candidate !== found))
      expect(reply.markdown).not.toContain(`${other.name} `);
  });

  it.each([
    { question: 'আপনাদের দোকানে এসি পাওয়া যায়?', script: 'bn' as const },
    { question: 'क्या आपके यहाँ एसी मिलता है?', script: 'hi' as const },
  ])(
    '"$question": a kind with nothing of ours near it is answered no, with the lines we supply',
    ({ question, script }) => {
      const reply = answerOf([question]);
      expect(reply.kind).toBe('negative');
      expectAnsweredIn(reply, script);
      expect(reply.markdown).toContain(translated(script, 'company', 'productLines.0'));
    },
  );

  it('"do you sell televisions?" in Devanagari is answered no', () => {
    const reply = answerOf(['क्या आप टेलीविज़न बेचते हैं?']);
    expect(reply.kind).toBe('negative');
    expectAnsweredIn(reply, 'hi');
  });
});

describe('Latin questions on a Bengali or Hindi page that no sentence fitted', () => {
  it.each([
    { question: 'I want to talk to the manager', page: 'bn' as const },
    { question: 'kisi insaan se baat karni hai', page: 'hi' as const },
  ])('"$question" gets the contacts in the page\'s language', ({ question, page }) => {
    const reply = answerOf([question], page);
    expectAnsweredIn(reply, page);
    expect(reply.markdown).toContain(content.company.contacts.general.phone);
  });

  it.each([
    { question: 'what services do you provide?', page: 'hi' as const },
    { question: 'apnara ki ki kaj koren?', page: 'bn' as const },
  ])('"$question" lists the services of the content in the page\'s language', ({ question, page }) => {
    const reply = answerOf([question], page);
    expectAnsweredIn(reply, page);
    for (const position of [0, 1, 2])
      expect(reply.markdown).toContain(translated(page, 'services', `services.${position}.title`));
  });

  it('a brand we do not carry (Dell) on a Bengali page: no, in Bengali, with the brands we do carry', () => {
    const reply = answerOf(['Do you sell Dell laptops?'], 'bn');
    expectAnsweredIn(reply, 'bn');
    expect(reply.kind).toBe('negative');
    expect(reply.markdown).toContain('Dell');
    expect(reply.markdown).toContain('LENOVO');
  });
});

describe("counts in the page's digits", () => {
  const branches = content.branches.offices.filter((candidate) => !candidate.isCorporate).length;
  it('Bengali writes the count of branches in Bengali digits', () => {
    const reply = answerOf(['আপনাদের কটা শাখা আছে?']);
    expect(reply.markdown).toContain(`${bengaliDigits(String(branches))}টি শাখা`);
  });
  it('Hindi writes it as the Hindi pages do', () => {
    const reply = answerOf(['आपकी कितनी शाखाएँ हैं?']);
    expect(reply.markdown).toContain(`${branches} शाखाएँ`);
  });
});
