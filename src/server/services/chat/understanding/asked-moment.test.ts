import { describe, expect, it } from 'vitest';
import { askedDate, askedMinuteOfDay, comingDay } from './asked-moment.js';

describe('the time of day a question asks about', () => {
  it('reads an hour with am or pm, or a word for the part of the day, in every script', () => {
    expect(askedMinuteOfDay('open at 5:45 pm?')).toBe(17 * 60 + 45);
    expect(askedMinuteOfDay('সন্ধ্যা ৬টায় খোলা?')).toBe(18 * 60);
    expect(askedMinuteOfDay('सुबह ९ बजे खुला?')).toBe(9 * 60);
    expect(askedMinuteOfDay('raat 8 baje tak?')).toBe(20 * 60);
    expect(askedMinuteOfDay('at 11 in the morning')).toBe(11 * 60);
  });

  it('reads an hour said in words, with a quarter or a half before it', () => {
    expect(askedMinuteOfDay('সন্ধ্যা ছটায় খোলা থাকে?')).toBe(18 * 60);
    expect(askedMinuteOfDay('सुबह सवा नौ बजे आ सकता हूँ?')).toBe(9 * 60 + 15);
    expect(askedMinuteOfDay('বিকেল পৌনে পাঁচটায়')).toBe(16 * 60 + 45);
    expect(askedMinuteOfDay('दोपहर डेढ़ बजे')).toBe(13 * 60 + 30);
    expect(askedMinuteOfDay('সাড়ে ৬টায় গেলে')).toBe(18 * 60 + 30);
    expect(askedMinuteOfDay('একটা ল্যাপটপ কিনব')).toBeUndefined();
  });

  it('reads a bare shop hour as a visitor means it, and nothing without an hour', () => {
    expect(askedMinuteOfDay('৪টায় যাব')).toBe(16 * 60);
    expect(askedMinuteOfDay('10 बजे')).toBe(10 * 60);
    expect(askedMinuteOfDay('kab tak khula hai?')).toBeUndefined();
    expect(askedMinuteOfDay('open 7 days a week?')).toBeUndefined();
  });
});

describe('the calendar date a question asks about', () => {
  it('reads a day and a month in every script, and the day-first numeric form', () => {
    expect(askedDate('open on 26th of January?')).toEqual({ month: 1, day: 26 });
    expect(askedDate('March 5 timings')).toEqual({ month: 3, day: 5 });
    expect(askedDate('১৫ আগস্ট খোলা?')).toEqual({ month: 8, day: 15 });
    expect(askedDate('१५ अगस्त को खुला?')).toEqual({ month: 8, day: 15 });
    expect(askedDate('25/12/2026 ko khula?')).toEqual({ month: 12, day: 25 });
    expect(askedDate('open on 25-12?')).toEqual({ month: 12, day: 25 });
    expect(askedDate('open 24/7?')).toBeUndefined();
    expect(askedDate('31 February')).toBeUndefined();
    expect(askedDate('may I visit tomorrow?')).toBeUndefined();
  });

  it('takes the coming one: this year, or next when it has passed', () => {
    const now = new Date('2026-11-30T05:30:00Z');
    expect(comingDay({ month: 12, day: 25 }, now)).toMatchObject({ date: '2026-12-25', weekday: 'friday' });
    expect(comingDay({ month: 1, day: 2 }, now)).toMatchObject({ date: '2027-01-02', weekday: 'saturday' });
  });
});
