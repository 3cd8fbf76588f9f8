// Hours asked in Bengali, Hindi, Banglish and Hinglish: of every store at once, at a time of day,
// on a calendar date. The assistant's clock is a Monday morning (indic-answers.test-support).

import { describe, expect, it } from 'vitest';
import { type SayOpeningWords, spansText } from '#content/opening-status.js';
import { openingWords } from '#server/services/chat/understanding/indic-reading.js';
import { fillPlaceholders } from '#shared/placeholders.js';
import { answerer, content, expectAnsweredIn, office, store } from './indic-answers.test-support.js';

const sayInBengali: SayOpeningWords = (source, values) =>
  fillPlaceholders(openingWords.bn[source] ?? source, values);
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
