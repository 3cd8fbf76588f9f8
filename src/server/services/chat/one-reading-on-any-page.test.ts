import { describe, expect, it } from 'vitest';
import { spansText } from '#content/opening-status.js';
import { sampleContent } from '#content/samples/index.js';
import { createBuiltinAnswerer } from './builtin-answerer.js';
import { buildKnowledgeDocuments } from './knowledge/knowledge-documents.js';
import { createKnowledgeIndex } from './knowledge/knowledge-index.js';

// Issue 48, one understanding for three languages: the page's language decides only the language
// of the answer. A Banglish or Hinglish question, a branch or a store asked of by its state, and a
// visit on a day are understood on an English page as they are on a Bengali or Hindi one. Every
// expected fact is read from the sample content.

/** A Monday, 11:00 in Kolkata. */
const mondayMorning = new Date('2026-11-30T05:30:00Z');
const answerer = createBuiltinAnswerer(
  createKnowledgeIndex(buildKnowledgeDocuments(sampleContent, '2026-11-30'), sampleContent.company.name),
  sampleContent,
  () => mondayMorning,
);
/** The answer on an English page. */
const onEnglishPage = (...turns: string[]) => answerer.answer(turns, 'en');

function officeIn(state: string) {
  const offices = sampleContent.branches.offices.filter((office) => office.state === state);
  if (offices.length !== 1 || !offices[0]?.weeklyHours)
    throw new Error(`the samples have not one office with hours in ${state}`);
  return { ...offices[0], weeklyHours: offices[0].weeklyHours };
}
function officeInTown(city: string) {
  const office = sampleContent.branches.offices.find((candidate) => candidate.city === city);
  if (!office?.weeklyHours) throw new Error(`the samples have no ${city} office with hours`);
  return { ...office, weeklyHours: office.weeklyHours };
}
function storeNamed(name: string) {
  const found = sampleContent.stores.hpWorld.find((store) => store.name.includes(name));
  if (!found?.weeklyHours) throw new Error(`the samples have no HP World ${name} with hours`);
  return { ...found, weeklyHours: found.weeklyHours };
}
/** The branches but `kept` (the head office, which 'your office' names, aside). */
const otherBranchNames = (kept: string) =>
  sampleContent.branches.offices
    .filter((office) => office.name !== kept && !office.isCorporate)
    .map((office) => office.name);

describe('Banglish and Hinglish words on an English page, read by the table the Bengali and Hindi pages read them with', () => {
  it('a price asked in Banglish is the prices we do not publish, with the sales team to ask', () => {
    const reply = onEnglishPage('Acer laptop er dam koto porbe?');
    expect(reply.kind).toBe('unknown');
    expect(reply.markdown).toMatch(/prices/);
    expect(reply.markdown).toContain(sampleContent.company.contacts.sales.phone.replace(/^\+/, ''));
  });

  it('"kab khulegi" asks when a branch opens: its hours today, not its address', () => {
    const howrah = officeInTown('Howrah');
    const reply = onEnglishPage('Howrah branch kab khulegi?').markdown;
    expect(reply).toContain(howrah.name);
    expect(reply).toContain(spansText(howrah.weeklyHours.monday));
    expect(reply).not.toContain(howrah.address);
  });

  it('"kitne baje tak" asks until what time a branch is open', () => {
    const raiganj = officeInTown('Raiganj');
    const reply = onEnglishPage('Raiganj office kitne baje tak khula rehta hai?').markdown;
    expect(reply).toContain(raiganj.name);
    expect(reply).toContain(spansText(raiganj.weeklyHours.monday));
  });

  it('thanks in Hindi is thanked for, a greeting in Bengali greeted', () => {
    expect(onEnglishPage('bahut shukriya ji').kind).toBe('thanks');
    expect(onEnglishPage('nomoskar').kind).toBe('greeting');
  });
});

describe('an office or a store asked of by its state, found by the states the content gives them', () => {
  it("a state's office asked for a day is that office's hours, not every office's", () => {
    const patna = officeIn('Bihar');
    const reply = onEnglishPage('does the Bihar branch open on Saturdays?').markdown;
    expect(reply).toContain(patna.name);
    expect(reply).toContain(spansText(patna.weeklyHours.saturday));
    expect(reply).not.toMatch(/All \d+ offices/);
  });

  it("a store asked of by its state in Banglish is that state's store", () => {
    const bhubaneswar = storeNamed('Bhubaneswar');
    const reply = onEnglishPage('Odisha te HP World kokhon khola thake?').markdown;
    expect(reply).toContain(bhubaneswar.name);
    expect(reply).not.toMatch(/All \d+ stores/);
  });

  it('"where is your office" from a state is the office in it, beside the head office', () => {
    const ranchi = officeIn('Jharkhand');
    const reply = onEnglishPage('I live in Jharkhand, where is your office?').markdown;
    expect(reply).toContain(ranchi.name);
    for (const name of otherBranchNames(ranchi.name)) expect(reply).not.toContain(name);
  });
});

describe('coming to a store or an office on a day asks whether it is open then', () => {
  it('a store named by its name only, asked for tomorrow', () => {
    const esplanade = storeNamed('Esplanade');
    const reply = onEnglishPage('Could I visit HP World Esplanade tomorrow?').markdown;
    expect(reply).toContain(esplanade.name);
    expect(reply).toContain(`Tomorrow: ${spansText(esplanade.weeklyHours.tuesday)}`);
  });

  it('the store an earlier turn named, for a visit that names none', () => {
    const howrah = storeNamed('Howrah');
    const reply = onEnglishPage('Where is HP World Howrah?', 'great, can I stop by on Thursday?').markdown;
    expect(reply).toContain(howrah.name);
    expect(reply).toContain(spansText(howrah.weeklyHours.thursday));
  });
});

describe('whether we keep a kind of product, asked for a place of the visitor’s', () => {
  /** The brand of ours whose products include `product`. */
  function brandWith(product: string) {
    const brand = sampleContent.brands.brands.find((candidate) =>
      candidate.products.some(({ name }) => name === product),
    );
    if (!brand) throw new Error(`no sample brand carries ${product}`);
    return brand.name;
  }

  it.each([
    ['amader office er jonno CCTV camera lagbe, apnara rakhen?', 'CCTV Cameras'],
    [
      'for our office we need biometric attendance machines, do you keep them?',
      'Biometric Attendance Systems',
    ],
  ])('%s is answered yes, with the brand that carries it, not the services overview', (question, product) => {
    const reply = onEnglishPage(question).markdown;
    expect(reply).toMatch(/^Yes, we carry/);
    expect(reply).toContain(brandWith(product));
  });
});
