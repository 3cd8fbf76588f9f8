import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { openingStatus, weekText } from '#content/opening-status.js';
import type { LocationHours } from '#content/schemas/opening-hours.js';
import { type SiteLanguage, siteLanguages } from '#shared/languages.js';
import { createTranslator, siteCatalogues } from '#web/app/interface-text.js';
import { sayWith } from '#web/app/phrasebook.js';
import { openingHoursPhrasebook, openingStatusPhrasebook } from './opening-hours-text.js';
import { OpeningStatusLine } from './opening-status-line.js';

const [english, bengali, hindi] = siteLanguages as [SiteLanguage, SiteLanguage, SiteLanguage];

const shopDay = [{ opens: '10:30', closes: '20:30' }];
const store: LocationHours = {
  weeklyHours: {
    monday: shopDay,
    tuesday: shopDay,
    wednesday: shopDay,
    thursday: shopDay,
    friday: shopDay,
    saturday: shopDay,
    sunday: [],
  },
  specialDays: [{ name: 'Durga Puja', from: '2026-10-19', to: '2026-10-28', spans: [] }],
};

/** An instant given as India wall-clock time. */
function india(dateTime: string): Date {
  return new Date(`${dateTime}:00+05:30`);
}

const phrasesIn = (language: SiteLanguage) =>
  openingHoursPhrasebook(createTranslator(language, siteCatalogues[language.code]));

describe('the opening hours in the page’s language', () => {
  it.each([
    // Monday 30 November 2026, open; Saturday evening, next open on Monday; a long closure.
    ['2026-11-30T12:00', 'এখন খোলা · বন্ধ হবে 8:30 PM', 'अभी खुला है · बंद होने का समय 8:30 pm'],
    ['2026-12-05T21:00', 'বন্ধ · খুলবে সোমবার 10:30 AM', 'बंद · खुलेगा सोमवार 10:30 am'],
    [
      '2026-10-19T12:00',
      'আজ বন্ধ: Durga Puja · খুলবে 29 অক্টোবর 10:30 AM',
      'आज बंद: Durga Puja · खुलेगा 29 अक्टूबर को 10:30 am',
    ],
  ])('at %s India time say the status in Bengali and Hindi', (dateTime, inBengali, inHindi) => {
    const instant = india(dateTime);
    expect(openingStatus(store, instant, sayWith(phrasesIn(bengali))).text).toBe(inBengali);
    expect(openingStatus(store, instant, sayWith(phrasesIn(hindi))).text).toBe(inHindi);
  });

  it('name the days of the week', () => {
    expect(weekText(store, sayWith(phrasesIn(hindi))).map((line) => line.day)).toEqual([
      'सोमवार',
      'मंगलवार',
      'बुधवार',
      'गुरुवार',
      'शुक्रवार',
      'शनिवार',
      'रविवार',
    ]);
  });

  it('are the English words, with no phrasebook, on an English page', () => {
    const text = createTranslator(english);
    expect(openingStatusPhrasebook(text)).toBeUndefined();
    const line = renderToStaticMarkup(<OpeningStatusLine location={store} now={india('2026-11-29T12:00')} />);
    expect(line).toContain('Closed · opens 10:30 am tomorrow');
    expect(line).toContain('Today: Closed');
  });

  it('give the status line its words in the language', () => {
    const phrases = openingStatusPhrasebook(createTranslator(bengali, siteCatalogues.bn));
    const line = renderToStaticMarkup(
      <OpeningStatusLine location={store} now={india('2026-11-29T12:00')} phrases={phrases} />,
    );
    expect(line).toContain('বন্ধ · খুলবে আগামীকাল 10:30 AM');
    expect(line).toContain('আজ: বন্ধ');
  });
});
