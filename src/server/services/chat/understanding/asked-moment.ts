// A moment a question asks about, in any of the site's scripts: a time of day ("at 3 pm",
// 'দুপুর ৩টায়', 'शाम 6 बजे', 'sham 6 baje') and a calendar date ("2 January", '২ জানুয়ারি',
// '2 जनवरी', "2/1"). The month names are the pages' own (the opening-hours phrasebook); only the
// words for the parts of the day are a table here. Read by the hours answers, which say whether a
// place is open then from the hours the content holds.

import bengaliOpeningWords from '#content/interface-text/bn/opening-hours.json' with { type: 'json' };
import hindiOpeningWords from '#content/interface-text/hi/opening-hours.json' with { type: 'json' };
import { type IndiaDay, indiaDay, monthNames } from '#content/opening-status.js';

/** A day of the year as a question writes it, without a year ("2 January"). */
export type AskedDate = { month: number; day: number };

/** Words for the part of the day after noon, and before it, in English, Banglish, Hinglish, Bengali and Hindi. */
const afternoonWords =
  /\b(?:pm|p\.m\.|afternoon|evening|night|dopahar|dopahar|dupur|bikel|bikele|sandhya|sondhe|sondhya|shaam|sham|raat|rat)\b|দুপুর|বিকেল|বিকাল|সন্ধ্যা|সন্ধে|রাত|दोपहर|शाम|रात/u;
const morningWords = /\b(?:am|a\.m\.|morning|subah|sokal|sakal)\b|সকাল|सुबह/u;
/** A clock hour as the scripts write it: '3', '৩', '३', '3:30', '৩টায়', '3 बजे', "3 o'clock". */
const clockPattern =
  /(?<![\d০-৯०-९:./])([\d০-৯०-९]{1,2})(?:\s*[:.]\s*([\d০-৯०-९]{2}))?\s*(am|a\.m\.|pm|p\.m\.|o'?clock|baje|bajey|tay|ta|টায়|টা|টার|টে|বাজে|बजे)/iu;

/** A table's words as NFC writes them (the nukta letters 'ড়', 'ढ़' compose differently in other forms). */
function byNfcWord<Value>(words: Record<string, Value>): Map<string, Value> {
  return new Map(Object.entries(words).map(([word, value]) => [word.normalize('NFC'), value]));
}

/**
 * The hours Bengali and Hindi say in words ('সাতটায়', 'सात बजे'): numbers, which no page spells
 * out, so they are a table here.
 */
const hourWords = new Map(
  [
    ['এক', 'एक'],
    ['দুই', 'দু', 'दो'],
    ['তিন', 'तीन'],
    ['চার', 'चार'],
    ['পাঁচ', 'पाँच', 'पांच'],
    ['ছয়', 'ছ', 'छह', 'छः'],
    ['সাত', 'सात'],
    ['আট', 'आठ'],
    ['নয়', 'ন', 'नौ'],
    ['দশ', 'दस'],
    ['এগারো', 'ग्यारह'],
    ['বারো', 'बारह'],
  ].flatMap((spellings, index) => spellings.map((word) => [word.normalize('NFC'), index + 1] as const)),
);
/** Minutes a word before an hour adds: 'সাড়ে সাতটা' half past seven, 'सवा' a quarter past, 'पौने' a quarter to. */
const quarterWords = byNfcWord({ সাড়ে: 30, সোয়া: 15, পৌনে: -15, साढ़े: 30, सवा: 15, पौने: -15 });
/** Half hours with a word of their own: 'দেড়টা', 'डेढ़ बजे' half past one; 'আড়াইটা', 'ढाई बजे' half past two. */
const halfHourWords = byNfcWord({ দেড়: 90, আড়াই: 150, डेढ़: 90, ढाई: 150 });

function alternatives(words: ReadonlyMap<string, unknown>): string {
  return [...words.keys()].sort((a, b) => b.length - a.length).join('|');
}

const notInWord = '(?<![\\p{L}\\p{M}])';
const hourNumber = `(${alternatives(hourWords)}|[\\d০-৯०-९]{1,2})`;
const oClock = '(?=\\s*(?:টায়|টা|টার|টে|বাজে|बजे))';

/**
 * Hours said in words or with a quarter, before the scripts' words for o'clock, each with the
 * minute of the day it says. A number word alone needs 'at' ('টায়') or o'clock ('বাজে', 'बजे'):
 * 'একটা', 'দুটো' also count things ("one shop").
 */
const spokenHours: readonly { pattern: RegExp; minutes: (groups: readonly string[]) => number }[] = [
  {
    pattern: new RegExp(`${notInWord}(${alternatives(quarterWords)})\\s*${hourNumber}${oClock}`, 'gu'),
    minutes: ([, quarter = '', hour = '']) => hourOf(hour) * 60 + (quarterWords.get(quarter) ?? 0),
  },
  {
    pattern: new RegExp(`${notInWord}(${alternatives(halfHourWords)})${oClock}`, 'gu'),
    minutes: ([, said = '']) => halfHourWords.get(said) ?? 0,
  },
  {
    pattern: new RegExp(`${notInWord}(${alternatives(hourWords)})(?=\\s*(?:টায়|বাজে|बजे))`, 'gu'),
    minutes: ([, hour = '']) => hourOf(hour) * 60,
  },
];

function hourOf(said: string): number {
  return hourWords.get(said) ?? Number(latinDigits(said));
}

/** 'সাড়ে সাতটায়' → '7:30টায়', 'पौने 5 बजे' → '4:45 बजे': the hour in digits, as the clock pattern reads it. */
function hoursInDigits(text: string): string {
  return spokenHours.reduce(
    (digits, { pattern, minutes }) =>
      digits.replace(pattern, (...match: string[]) => {
        const minute = minutes(match);
        return `${Math.floor(minute / 60)}:${String(minute % 60).padStart(2, '0')}`;
      }),
    text,
  );
}

/** An hour said after "at" without a word for the hour ("at 4 in the evening", "at 11:30"). */
const atHourPattern =
  /\bat\s+(\d{1,2})(?:\s*[:.]\s*(\d{2}))?()(?![\d%/-])(?!\s*(?:days?|hours?|years?|km)\b)/u;

/** Digits of any of the scripts as Latin ones. */
export function latinDigits(text: string): string {
  return text
    .replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6))
    .replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

/**
 * The minute of the day a question asks about ("at 3 pm" → 900), or undefined. An hour said
 * without am or pm, or a word for the part of the day, is read as a visitor means a shop's hour:
 * 8 to 11 in the morning, 12 noon, 1 to 7 in the afternoon or evening.
 */
export function askedMinuteOfDay(message: string): number | undefined {
  const text = hoursInDigits(message.normalize('NFC').toLowerCase());
  const clock = clockPattern.exec(text) ?? atHourPattern.exec(text);
  if (!clock) return undefined;
  const hour = Number(latinDigits(clock[1] ?? ''));
  const minute = Number(latinDigits(clock[2] ?? '0'));
  if (hour > 23 || minute > 59) return undefined;
  const marker = clock[3] ?? '';
  const after = /^p/.test(marker) || (!/^a/.test(marker) && afternoonWords.test(text));
  const before = /^a/.test(marker) || (!after && morningWords.test(text));
  const afternoon = hour < 12 && (after || (!before && hour >= 1 && hour <= 7));
  return ((afternoon ? hour + 12 : hour === 12 && before ? 0 : hour) % 24) * 60 + minute;
}

/** The month names of the pages, in each script, lower case, with the month they name (1–12). */
const monthSpellings: readonly { spelling: string; month: number }[] = monthNames.flatMap((name, index) => {
  const translations = [bengaliOpeningWords, hindiOpeningWords].map(
    (words) => (words as Record<string, string>)[name] ?? '',
  );
  return [name, name.slice(0, 3), ...translations]
    .filter((spelling) => spelling !== '')
    .map((spelling) => ({ spelling: spelling.normalize('NFC').toLowerCase(), month: index + 1 }));
});

const digitsPattern = '([\\d০-৯०-९]{1,2})(?:st|nd|rd|th|তারিখ|তারিখে|ই|শে)?';

/**
 * A calendar date a question names: '2 January', 'January 2nd', '২ জানুয়ারি', '2 जनवरी', or
 * '2/1' and '2-1' (day first, as India writes it). Undefined when it names none.
 */
export function askedDate(message: string): AskedDate | undefined {
  const text = message.normalize('NFC').toLowerCase();
  for (const { spelling, month } of monthSpellings) {
    const name = spelling.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    // A month name stands as its own word (Latin 'may' only with a day beside it, as both forms require).
    const dayFirst = new RegExp(`(?<![\\d০-৯०-९])${digitsPattern}\\s*(?:of\\s+)?${name}(?![a-z])`, 'u').exec(
      text,
    );
    const monthFirst = new RegExp(`(?<![a-z])${name}\\s+${digitsPattern}(?![\\d০-৯०-९])`, 'u').exec(text);
    const day = Number(latinDigits((dayFirst ?? monthFirst)?.[1] ?? ''));
    if (isDayOf(month, day)) return { month, day };
  }
  // Day first as India writes it, only as a date: with a year, after "on", or before a word for
  // a date ('2/1 তারিখে'), so that "open 24/7?" is not 24 July.
  const numeric =
    /(?:\bon\s+|(?<![\d০-৯०-९:./]))([\d০-৯०-९]{1,2})\s*[/-]\s*([\d০-৯०-९]{1,2})(?=\s*[/-]\s*[\d০-৯०-९]{2,4}|\s*(?:তারিখ|तारीख|tarikh|date))/u.exec(
      text,
    ) ?? /\bon\s+([\d০-৯०-९]{1,2})\s*[/-]\s*([\d০-৯०-९]{1,2})(?![\d০-৯०-९:])/u.exec(text);
  if (!numeric) return undefined;
  const day = Number(latinDigits(numeric[1] ?? ''));
  const month = Number(latinDigits(numeric[2] ?? ''));
  return month >= 1 && month <= 12 && isDayOf(month, day) ? { month, day } : undefined;
}

/** Whether the month has that day (29 February counted: a leap year may be meant). */
function isDayOf(month: number, day: number): boolean {
  return day >= 1 && day <= new Date(Date.UTC(2024, month, 0)).getUTCDate();
}

/** The coming day in India (today or later) of a day of the year: its date ('2027-01-02') and weekday. */
export function comingDay(asked: AskedDate, now: Date): IndiaDay {
  const today = indiaDay(now).date;
  const year = Number(today.slice(0, 4));
  const inYear = (candidate: number) =>
    `${candidate}-${String(asked.month).padStart(2, '0')}-${String(asked.day).padStart(2, '0')}`;
  const date = inYear(year) >= today ? inYear(year) : inYear(year + 1);
  // Noon in India of that date (06:30 UTC): its weekday, whatever the clock says now.
  return { ...indiaDay(new Date(`${date}T06:30:00Z`)), minute: 0 };
}
