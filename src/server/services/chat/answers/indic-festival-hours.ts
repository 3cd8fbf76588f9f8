// A store's or an office's hours on a festival, in Bengali or Hindi (issue 48): the special day
// of that name the content lists for it (the coming one, else the last), its dates and hours; and
// when the content lists none, that said plainly with the usual week's hours. No hour is given
// that the content does not hold.

import type { Branch, SiteContent, Store } from '#content/index.js';
import { dateText, type SayOpeningWords, spansText, weekHoursText } from '#content/opening-status.js';
import type { SpecialDay } from '#content/schemas/opening-hours.js';
import type { NamedFestival } from '#server/services/chat/understanding/festival-names.js';
import type { IndicReading } from '#server/services/chat/understanding/indic-reading.js';
import { fillPlaceholders } from '#shared/placeholders.js';
import { countIn, type IndicSentences } from './indic-sentences.js';

type Location = Branch | Store;

/**
 * The paragraphs on the festival's hours of the places the question names: its stores, else its
 * offices, else every store (`content`: the content in English, `shown`: in the language).
 */
export function festivalHours(
  festival: NamedFestival,
  reading: IndicReading,
  content: SiteContent,
  shown: SiteContent,
  say: IndicSentences,
  sayOpening: SayOpeningWords,
  today: string,
): string[] {
  const asksOffice = reading.offices.length > 0 && !reading.facts.has('store');
  const locations: readonly Location[] =
    reading.stores.length > 0 ? reading.stores : asksOffice ? reading.offices : content.stores.hpWorld;
  const everyStore = locations === content.stores.hpWorld && locations.length > 1;
  const shownOf = (location: Location): Location => {
    const isStore = content.stores.hpWorld.includes(location as Store);
    const list: readonly Location[] = isStore ? shown.stores.hpWorld : shown.branches.offices;
    return list.find((candidate) => candidate.id === location.id) ?? location;
  };

  // Locations with the same line are said together ('all 11 stores').
  const lines = new Map<string, Location[]>();
  for (const location of locations) {
    const line = festivalLine(location, shownOf(location), festival, say, sayOpening, today);
    lines.set(line, [...(lines.get(line) ?? []), location]);
  }
  return [...lines].map(([line, named]) =>
    fillPlaceholders(line, {
      names:
        everyStore && named.length === locations.length
          ? fillPlaceholders(say.allStores, { count: countIn(locations.length, reading.language) })
          : named.map((location) => shownOf(location).name).join(', '),
    }),
  );
}

/** One location's line, '{names}' left to fill: the festival's special day, or that it has none. */
function festivalLine(
  location: Location,
  shown: Location,
  festival: NamedFestival,
  say: IndicSentences,
  sayOpening: SayOpeningWords,
  today: string,
): string {
  const days = location.specialDays ?? [];
  const named = days.flatMap((day, index) => (festival.names.has(day.name) ? [{ day, index }] : []));
  const chosen = named.find(({ day }) => (day.to ?? day.from) >= today) ?? named.at(-1);
  if (!chosen)
    return fillPlaceholders(say.noFestivalDay, {
      festival: festival.written,
      week: weekHoursText(location, sayOpening),
    });
  return fillPlaceholders(say.festivalDay, {
    festival: shown.specialDays?.[chosen.index]?.name ?? chosen.day.name,
    dates: datesText(chosen.day, sayOpening),
    hours: spansText(chosen.day.spans, sayOpening),
  });
}

/** '19 অক্টোবর – 20 অক্টোবর 2026': the year said, since a festival's date moves each year. */
function datesText(day: SpecialDay, sayOpening: SayOpeningWords): string {
  const year = day.from.slice(0, 4);
  const from = dateText(day.from, sayOpening);
  return day.to && day.to !== day.from
    ? `${from} – ${dateText(day.to, sayOpening)} ${year}`
    : `${from} ${year}`;
}
