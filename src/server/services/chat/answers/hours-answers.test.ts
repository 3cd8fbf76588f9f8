import { describe, expect, it } from 'vitest';
import type { SiteContent } from '#content/index.js';
import { spansText, weekHoursText } from '#content/opening-status.js';
import { sampleContent } from '#content/samples/index.js';
import { createBuiltinAnswerer } from '#server/services/chat/builtin-answerer.js';
import { buildKnowledgeDocuments } from '#server/services/chat/knowledge/knowledge-documents.js';
import { createKnowledgeIndex } from '#server/services/chat/knowledge/knowledge-index.js';

/** The assistant on `content`, its clock stopped at `instant` (UTC; India is 5:30 ahead). */
function answererAt(instant: string, content: SiteContent = sampleContent) {
  const documents = buildKnowledgeDocuments(content, instant.slice(0, 10));
  const answerer = createBuiltinAnswerer(
    createKnowledgeIndex(documents, content.company.name),
    content,
    () => new Date(instant),
  );
  return (...turns: string[]) => answerer.answer(turns).markdown;
}

const store = (city: string) => {
  const found = sampleContent.stores.hpWorld.find((candidate) => candidate.name.includes(city));
  if (!found?.weeklyHours) throw new Error(`the samples have no HP World ${city} with hours`);
  return { ...found, weeklyHours: found.weeklyHours };
};
const gariahat = store('Gariahat');
const patnaStore = store('Patna');

// 2026-11-29 is a Sunday; 2026-11-30 a Monday.
const sundayMorning = '2026-11-29T06:10:00Z'; // 11:40 am in India
const mondayBeforeClosing = '2026-11-30T14:59:00Z'; // 8:29 pm
const mondayAfterClosing = '2026-11-30T15:01:00Z'; // 8:31 pm

describe('the assistant on opening hours', () => {
  it('gives a store its hours on the weekday asked, and says it is open when that day is today', () => {
    const reply = answererAt(sundayMorning)('Is HP World Gariahat open on Sunday?');
    expect(reply).toContain(gariahat.name);
    expect(reply).toContain(spansText(gariahat.weeklyHours.sunday));
    expect(reply).toContain('Open now · closes 7:00 pm');
    expect(reply).toContain('It is Sunday, 11:40 am in India now.');
    expect(reply).not.toContain('does not include');
  });

  it('reads Hinglish and says plainly, a minute either side of closing, when it closes and when it opens next', () => {
    expect(answererAt(mondayBeforeClosing)('HP World Patna kab tak khula hai aaj?')).toContain(
      'Open now · closes 8:30 pm',
    );
    const after = answererAt(mondayAfterClosing)('HP World Patna kab tak khula hai aaj?');
    expect(after).toContain(patnaStore.name);
    expect(after).toContain('Closed · opens 10:30 am tomorrow');
  });

  it('follows the store named in the turn before', () => {
    const reply = answererAt(sundayMorning)('Where is HP World Gariahat?', 'kab tak khula hai aaj?');
    expect(reply).toContain(gariahat.name);
    expect(reply).not.toContain('HP World Salt Lake');
  });

  it('reads a Banglish weekday and tomorrow', () => {
    expect(answererAt(sundayMorning)('HP World Gariahat robibar khola?')).toContain(
      spansText(gariahat.weeklyHours.sunday),
    );
    expect(answererAt(sundayMorning)('HP World Gariahat kal khula hai?')).toContain(
      `Tomorrow: ${spansText(gariahat.weeklyHours.monday)}`,
    );
  });

  it('answers which store near a place is open now, the store there first', () => {
    const reply = answererAt(sundayMorning)('Which store near Salt Lake is open now?');
    expect(reply).toMatch(/^It is Sunday/);
    expect(reply).toContain('HP World Salt Lake');
    expect(reply).toContain('Open now');
  });

  it('gives the festival closure the content lists, with its dates', () => {
    const reply = answererAt(sundayMorning)('Are you open during Puja?');
    expect(reply).toContain('Durga Puja, 19 October to 20 October 2026: closed');
  });

  it('says so when no special days are published for a festival, and gives the usual hours', () => {
    const reply = answererAt(sundayMorning)('Is the store open on Eid?');
    expect(reply).toContain('Our published hours name no special days for Eid.');
    expect(reply).toContain(weekHoursText(gariahat));
  });

  it('gives an office its own hours: closed on Sunday, and when it opens', () => {
    const reply = answererAt(sundayMorning)('Is the Patna office open now?');
    expect(reply).toContain('Patna Branch');
    expect(reply).toContain('Closed · opens 10:00 am tomorrow');
    expect(reply).toContain('](/contact)');
  });

  it('gives the hours of each day group asked in one message: weekdays, the weekend, a weekday', () => {
    const reply = answererAt(sundayMorning)('HP World Gariahat hours on weekdays? and on saturday?');
    expect(reply).toContain(`Monday to Friday: ${spansText(gariahat.weeklyHours.monday)}`);
    expect(reply).toContain(`On Saturday: ${spansText(gariahat.weeklyHours.saturday)}`);
    const weekend = answererAt(sundayMorning)('when does HP World Patna open on the weekend');
    expect(weekend).toContain(`Saturday ${spansText(patnaStore.weeklyHours.saturday)}`);
    expect(weekend).toContain(`Sunday ${spansText(patnaStore.weeklyHours.sunday)}`);
  });

  it("says whether a place is open at the time of day asked, from that day's hours", () => {
    const office = sampleContent.branches.offices.find((candidate) => candidate.city === 'Asansol');
    const saturday = office?.weeklyHours?.saturday ?? [];
    const late = answererAt(sundayMorning)(
      'will the Asansol office be open on saturday at 4 in the evening?',
    );
    expect(late).toContain(`On Saturday at 4:00 pm: closed; hours that day: ${spansText(saturday)}`);
    const early = answererAt(sundayMorning)('asansol branch open saturday 11:30 am?');
    expect(early).toContain('On Saturday at 11:30 am: open');
  });

  it("reads a calendar date: its special day, else its weekday's hours", () => {
    const stockTaking = gariahat.specialDays?.find(
      (day) => day.spans.length === 0 && day.from.startsWith('2027'),
    );
    if (!stockTaking) throw new Error('the samples have no closed special day in 2027');
    const [, month, day] = stockTaking.from.split('-').map(Number);
    const monthName = new Date(Date.UTC(2027, (month ?? 1) - 1, 1)).toLocaleString('en', { month: 'long' });
    const reply = answererAt(sundayMorning)(`is HP World Gariahat open on ${monthName} ${day}?`);
    expect(reply).toContain(`(${stockTaking.name}): closed`);
    const ordinary = answererAt(sundayMorning)('HP World Gariahat open on 3/12?');
    expect(ordinary).toContain(`On Thursday, 3 December: ${spansText(gariahat.weeklyHours.thursday)}`);
  });

  it('invents no hours for locations without them: it says they are not published', () => {
    const withoutHours: SiteContent = {
      ...sampleContent,
      stores: {
        ...sampleContent.stores,
        hpWorld: sampleContent.stores.hpWorld.map(({ weeklyHours: _w, specialDays: _s, ...rest }) => rest),
      },
    };
    const reply = answererAt(sundayMorning, withoutHours)('Is HP World Gariahat open on Sunday?');
    expect(reply).toContain('does not include opening hours');
    expect(reply).not.toMatch(/\d{1,2}:\d\d (am|pm)/);
  });
});

const offices = sampleContent.branches.offices;
const officeIn = (city: string) => {
  const found = offices.find((candidate) => candidate.city === city);
  if (!found?.weeklyHours) throw new Error(`the samples have no ${city} office with hours`);
  return { ...found, weeklyHours: found.weeklyHours };
};
/** The time between a weekday's two spans, as the answers write a span. */
const breakOf = (spans: readonly { opens: string; closes: string }[]) => {
  const [morning, afternoon] = spans;
  if (!morning || !afternoon) throw new Error('the samples have no office day with a break');
  return spansText([{ opens: morning.closes, closes: afternoon.opens }]);
};

describe('the offices’ hours', () => {
  it('gives every office’s hours on the day asked when no office is named, saying they are the head office and the branches', () => {
    const kolkata = officeIn('Kolkata');
    const reply = answererAt(sundayMorning)('till what time are your offices open on saturdays?');
    const branches = offices.filter((office) => !office.isCorporate).length;
    expect(reply).toContain(
      `All ${offices.length} offices (the corporate office and the ${branches} branches): On Saturday: ${spansText(kolkata.weeklyHours.saturday)}`,
    );
    expect(answererAt(sundayMorning)('office khula rehta hai kya ravivar ko?')).toContain(
      'On Sunday: closed',
    );
  });

  it('gives each office its own line when their hours differ', () => {
    const [first, ...rest] = offices;
    if (!first) throw new Error('the samples have no offices');
    const differing: SiteContent = {
      ...sampleContent,
      branches: {
        ...sampleContent.branches,
        offices: [{ ...first, weeklyHours: { ...officeIn(first.city).weeklyHours, saturday: [] } }, ...rest],
      },
    };
    const reply = answererAt(sundayMorning, differing)('is the office open on saturday?');
    expect(reply).toContain(`**${first.name}**`);
    expect(reply).toContain('On Saturday: closed');
    expect(reply).toContain(`On Saturday: ${spansText(officeIn('Patna').weeklyHours.saturday)}`);
    expect(reply).not.toContain('All ');
  });

  it('says the break between the spans of a day, and the days open straight through', () => {
    const ranchi = officeIn('Ranchi');
    const reply = answererAt(sundayMorning)('Does the Ranchi branch shut for lunch?');
    expect(reply).toContain('Ranchi Branch');
    expect(reply).toContain(`Break Monday–Friday ${breakOf(ranchi.weeklyHours.monday)}`);
    expect(reply).toContain('no break on Saturday');
    const everyOffice = answererAt(sundayMorning)('what is the lunch time of your office?');
    expect(everyOffice).toContain(`All ${offices.length} offices`);
    expect(everyOffice).toContain(breakOf(ranchi.weeklyHours.tuesday));
    const saturday = answererAt(sundayMorning)('Durgapur office break time on saturday?');
    expect(saturday).toContain(
      `No break on Saturday (hours: ${spansText(officeIn('Durgapur').weeklyHours.saturday)})`,
    );
  });

  it('says a store open all day has no break, with its hours', () => {
    const reply = answererAt(sundayMorning)('HP World Gariahat lunch break kab hota hai?');
    expect(reply).toContain('No break in the published hours');
    expect(reply).toContain(weekHoursText(gariahat));
  });

  it('reads coming to a named office on a day at a time as asking whether it is open then', () => {
    const siliguri = officeIn('Siliguri');
    const reply = answererAt(sundayMorning)('I want to visit the siliguri ofice this saturday at 5pm, ok?');
    expect(reply).toContain('Siliguri Branch');
    expect(reply).toContain(
      `On Saturday at 5:00 pm: closed; hours that day: ${spansText(siliguri.weeklyHours.saturday)}`,
    );
  });

  it('answers the hours of an office asked with its address and phone, not the store in the same town', () => {
    const durgapur = officeIn('Durgapur');
    const reply = answererAt(sundayMorning)(
      'What is the address of the Durgapur office, its number, and does it open on Sundays?',
    );
    expect(reply).toContain(durgapur.phone ?? '');
    expect(reply).toContain(`**${durgapur.name}**`);
    expect(reply).toContain('On Sunday: closed');
  });
});
