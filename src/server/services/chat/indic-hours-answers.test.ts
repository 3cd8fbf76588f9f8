// Hours asked in Bengali, Hindi, Banglish and Hinglish: of every store at once, at a time of day,
// on a calendar date. The assistant's clock is a Monday morning (indic-answers.test-support).

import { describe, expect, it } from 'vitest';
import { type SayOpeningWords, spansText } from '#content/opening-status.js';
import { openingWords } from '#server/services/chat/understanding/indic-reading.js';
import { fillPlaceholders } from '#shared/placeholders.js';
import {
  answerer,
  bengaliDigits,
  content,
  expectAnsweredIn,
  office,
  store,
} from './indic-answers.test-support.js';

const sayInBengali: SayOpeningWords = (source, values) =>
  fillPlaceholders(openingWords.bn[source] ?? source, values);
const sayInHindi: SayOpeningWords = (source, values) =>
  fillPlaceholders(openingWords.hi[source] ?? source, values);
const asansol = office('asansol');
const asansolSaturday = asansol.weeklyHours?.saturday ?? [];
const anyStore = content.stores.hpWorld[0];
const closedSpecialDay = anyStore?.specialDays?.find((day) => day.spans.length === 0 && !day.to);

describe('the hours of every store, no store named', () => {
  it('answers a Banglish question on a Bengali page in Bengali, all stores in one line', () => {
    const reply = answerer.answer(['HP World shop shonibar koto ta obdhi khola?'], 'bn');
    expectAnsweredIn(reply, 'bn');
    expect(reply.markdown).toContain('১১');
    expect(reply.markdown).toContain('10:30 AM – 8:30 PM');
  });

  it('answers a Devanagari question in Hindi, and a Hinglish one on a Hindi page', () => {
    const script = answerer.answer(['एचपी वर्ल्ड स्टोर शुक्रवार को कब खुलते हैं?']);
    expectAnsweredIn(script, 'hi');
    expect(script.markdown).toContain('10:30 am – 8:30 pm');
    const latin = answerer.answer(['HP World store itwar ko kitne baje band hota hai?'], 'hi');
    expectAnsweredIn(latin, 'hi');
    expect(latin.markdown).toContain('11:00 am – 7:00 pm');
  });
});

describe('a time of day', () => {
  it('says the office is closed then, in Bengali, with that day’s hours', () => {
    const reply = answerer.answer(['আসানসোল অফিস শনিবার বিকেল ৪টায় খোলা পাব?']);
    expectAnsweredIn(reply, 'bn');
    expect(reply.markdown).toContain('না');
    expect(reply.markdown).toContain(spansText(asansolSaturday, sayInBengali));
  });

  it('reads an hour said in words: a half hour after an office closes is closed', () => {
    const reply = answerer.answer(['শনিবার বিকেল সাড়ে তিনটায় আসানসোল শাখায় গেলে খোলা থাকবে?']);
    expectAnsweredIn(reply, 'bn');
    expect(reply.markdown).toContain('না');
    expect(reply.markdown).toContain('3:30 PM');
    expect(reply.markdown).toContain(spansText(asansolSaturday, sayInBengali));
  });

  it('says it is open then, in Hindi, for a morning hour', () => {
    const reply = answerer.answer(['आसनसोल ऑफिस शनिवार सुबह 11 बजे खुला रहेगा?']);
    expectAnsweredIn(reply, 'hi');
    expect(reply.markdown).toContain('हाँ');
  });
});

describe('a calendar date', () => {
  it('finds the special day of the date asked, in Bengali and in Hinglish', () => {
    if (!closedSpecialDay) throw new Error('the samples have no one-day closure');
    const [, month, day] = closedSpecialDay.from.split('-').map(Number);
    const bengali = answerer.answer([`${day}/${month} তারিখে HP World দোকান খোলা?`]);
    expectAnsweredIn(bengali, 'bn');
    expect(bengali.markdown).toContain('বন্ধ');
    const monthName = new Date(Date.UTC(2027, (month ?? 1) - 1, 1)).toLocaleString('en', { month: 'long' });
    const hinglish = answerer.answer([`${monthName} ${day} ko HP World store khula hai kya?`], 'hi');
    expectAnsweredIn(hinglish, 'hi');
    expect(hinglish.markdown).toContain('बंद');
  });

  it('gives an ordinary date its weekday’s hours', () => {
    const gariahat = store('gariahat');
    const reply = answerer.answer(['৩ ডিসেম্বর গড়িয়াহাটের এইচপি ওয়ার্ল্ড কখন খোলে?']);
    expectAnsweredIn(reply, 'bn');
    expect(reply.markdown).toContain('বৃহস্পতিবার');
    expect(gariahat.weeklyHours?.thursday.length).toBeGreaterThan(0);
    expect(reply.markdown).toContain('10:30 AM – 8:30 PM');
  });
});

const offices = content.branches.offices;
const branchCount = offices.filter((office) => !office.isCorporate).length;
const ranchiWeek = office('ranchi').weeklyHours;
/** The time between the two spans of a weekday, as the answers in `say`'s language write a span. */
const breakOn = (spans: readonly { opens: string; closes: string }[], say: SayOpeningWords) => {
  const [morning, afternoon] = spans;
  if (!morning || !afternoon) throw new Error('the samples have no office day with a break');
  return spansText([{ opens: morning.closes, closes: afternoon.opens }], say);
};

describe('the offices’ hours, no office named', () => {
  it('gives every office’s hours in Bengali, saying they are the head office and the branches', () => {
    const reply = answerer.answer(['শনিবারে আপনাদের অফিস কখন বন্ধ হয়?']);
    expectAnsweredIn(reply, 'bn');
    expect(reply.markdown).toContain(`${bengaliDigits(String(offices.length))}টি অফিস`);
    expect(reply.markdown).toContain(`${bengaliDigits(String(branchCount))}টি শাখা`);
    expect(reply.markdown).toContain(spansText(ranchiWeek?.saturday ?? [], sayInBengali));
    expect(reply.markdown).not.toContain('আছে:');
  });

  it('says in Hindi that the offices are closed on Sunday', () => {
    const reply = answerer.answer(['क्या रविवार को आपका दफ्तर खुलता है?']);
    expectAnsweredIn(reply, 'hi');
    expect(reply.markdown).toContain(`सभी ${offices.length} ऑफ़िस`);
    expect(reply.markdown).toContain('रविवार: बंद');
  });

  it('answers a Banglish question on a Bengali page and a Hinglish one on a Hindi page', () => {
    const banglish = answerer.answer(['robibar e office khola thake ki?'], 'bn');
    expectAnsweredIn(banglish, 'bn');
    expect(banglish.markdown).toContain('রবিবার: বন্ধ');
    const hinglish = answerer.answer(['shanivar ko branch office kab band hota hai?'], 'hi');
    expectAnsweredIn(hinglish, 'hi');
    expect(hinglish.markdown).toContain(`शनिवार: ${spansText(ranchiWeek?.saturday ?? [], sayInHindi)}`);
  });
});

describe('the break in an office’s day', () => {
  it('says the break between the day’s spans, in Bengali and in Hindi', () => {
    const bengali = answerer.answer(['রাঁচি শাখায় টিফিনের বিরতি কখন হয়?']);
    expectAnsweredIn(bengali, 'bn');
    expect(bengali.markdown).toContain(breakOn(ranchiWeek?.monday ?? [], sayInBengali));
    expect(bengali.markdown).toContain('শনিবার কোনো বিরতি নেই');
    const hindi = answerer.answer(['दफ्तर में लंच कितने बजे से कितने बजे तक होता है?']);
    expectAnsweredIn(hindi, 'hi');
    expect(hindi.markdown).toContain(breakOn(ranchiWeek?.monday ?? [], sayInHindi));
  });

  it('answers a Banglish and a Hinglish break question in the page’s language, with the hours', () => {
    const banglish = answerer.answer(['office er lunch break kokhon hoy?'], 'bn');
    expectAnsweredIn(banglish, 'bn');
    expect(banglish.markdown).toContain(breakOn(ranchiWeek?.friday ?? [], sayInBengali));
    const hinglish = answerer.answer(['Ranchi branch ka lunch break kitne baje hota hai?'], 'hi');
    expectAnsweredIn(hinglish, 'hi');
    expect(hinglish.markdown).not.toContain('सभी');
    expect(hinglish.markdown).toContain(breakOn(ranchiWeek?.friday ?? [], sayInHindi));
    expect(hinglish.markdown).toContain(spansText(ranchiWeek?.saturday ?? [], sayInHindi));
  });

  it('does not read a broken part as a break in the day', () => {
    const reply = answerer.answer(
      ['Patna office e amar printer er tray break hoye geche, repair hobe?'],
      'bn',
    );
    expectAnsweredIn(reply, 'bn');
    expect(reply.markdown).not.toContain('বিরতি');
  });

  it('says a store open all day has no break', () => {
    const reply = answerer.answer(['HP World গড়িয়াহাটে দুপুরে বিরতি থাকে?']);
    expectAnsweredIn(reply, 'bn');
    expect(reply.markdown).toContain('কোনো বিরতি নেই');
  });
});

describe('a store named in another spelling, its hours asked with another fact', () => {
  it('finds the store by the sound of its name and answers both asks, in Hindi and Bengali', () => {
    const gariahat = store('gariahat');
    const hindi = answerer.answer(['गरियाहाट स्टोर का फ़ोन और शनिवार को खुलने का समय?']);
    expectAnsweredIn(hindi, 'hi');
    expect(hindi.markdown).toContain(gariahat.phone.replace(/\D/g, '').slice(-4));
    expect(hindi.markdown).toContain(spansText(gariahat.weeklyHours?.saturday ?? [], sayInHindi));
    expect(hindi.markdown).not.toContain('सभी');
    const bengali = answerer.answer(['গরিয়াহাটের HP World-এর নম্বর আর রবিবারের সময়টা বলুন']);
    expectAnsweredIn(bengali, 'bn');
    expect(bengali.markdown).toContain(gariahat.phone.replace(/\D/g, '').slice(-4));
    expect(bengali.markdown).toContain(spansText(gariahat.weeklyHours?.sunday ?? [], sayInBengali));
  });
});
