import { describe, expect, it } from 'vitest';
import { collectionJsonSchemas } from '#content/json-schemas.js';
import { sampleContent } from '#content/samples/index.js';
import type { Branches } from '#content/schemas/organisation.js';
import type { FieldSchema } from '#shared/content.js';
import { withCheckedTranslations } from '#shared/content-translations.js';
import { revisionDescribers } from './revision-describers.js';
import { describeChanges, MAX_SUMMARY_LINES } from './revision-summary.js';

const schemas = collectionJsonSchemas();

describe('describeChanges', () => {
  it('names a changed field by its item and shows the old and the new value', () => {
    const after = structuredClone(sampleContent.branches);
    const patna = after.offices.find((office) => office.id === 'patna')!;
    const before = patna.phone;
    patna.phone = '+91 98300 12345';
    expect(describeChanges(schemas.branches, sampleContent.branches, after)).toEqual([
      `Patna Branch: phone ${before} → +91 98300 12345`,
    ]);
  });

  it('says which item was added and which removed, by name, and keeps a moved item the same item', () => {
    const after = structuredClone(sampleContent.branches);
    const [siliguri] = after.offices.splice(1, 1);
    after.offices.push({ ...siliguri!, id: 'durgapur', name: 'Durgapur', city: 'Durgapur' });
    const [patna] = after.offices.splice(1, 1);
    after.offices.push(patna!);
    expect(describeChanges(schemas.branches, sampleContent.branches, after)).toEqual([
      'Removed Siliguri Branch',
      'Added branch Durgapur',
      'New order of offices',
    ]);
  });

  it("tells an opening's lifecycle in HR's words: 'Closed 005 CRM Executive'", () => {
    const after = structuredClone(sampleContent.openings);
    const opening = after.openings[0]!;
    opening.status = 'closed';
    expect(
      describeChanges(schemas.openings, sampleContent.openings, after, revisionDescribers.openings),
    ).toEqual([`Closed ${opening.id} ${opening.title}`]);
  });

  it("names an opening by its list's template", () => {
    const after = structuredClone(sampleContent.openings);
    const [removed] = after.openings.splice(0, 1);
    after.openings[0]!.title = 'Senior Sales Coordinator';
    const lines = describeChanges(schemas.openings, sampleContent.openings, after);
    expect(lines[0]).toBe(`Removed opening ${removed!.id} ${removed!.title}`);
    const { id, title } = sampleContent.openings.openings[1]!;
    expect(lines[1]).toBe(`Opening ${id} ${title}: title “${title}” → “Senior Sales Coordinator”`);
  });

  it('says a slide has a new photo rather than showing its code', () => {
    const after = structuredClone(sampleContent.heroSlides);
    after.slides[1]!.photo = { id: 'a'.repeat(64), alt: 'A new photo' };
    expect(describeChanges(schemas.heroSlides, sampleContent.heroSlides, after)).toEqual([
      'Hero slide 2: new photo',
    ]);
  });

  it('names groups on the way, lists added and removed list values, and does not quote long texts', () => {
    const after = structuredClone(sampleContent.company);
    after.contacts.sales.email = 'sales@company.example';
    after.productLines = [...after.productLines.slice(1), 'Printers'];
    after.tagline = 'Your IT partner';
    after.about.paragraphs[0] = `${after.about.paragraphs[0]} More.`;
    const lines = describeChanges(schemas.company, sampleContent.company, after);
    expect(lines).toContain(`Tagline “${sampleContent.company.tagline}” → “Your IT partner”`);
    expect(lines).toContain(
      `Contacts › Sales (brand pages): e-mail ${sampleContent.company.contacts.sales.email} → sales@company.example`,
    );
    expect(lines).toContain('Added “Printers” to what the group trades in');
    expect(lines).toContain(
      `Removed “${sampleContent.company.productLines[0]}” from what the group trades in`,
    );
    expect(lines).toContain('About Us (home page): new paragraphs');
  });

  it('says nothing when nothing changed', () => {
    expect(
      describeChanges(schemas.branches, sampleContent.branches, structuredClone(sampleContent.branches)),
    ).toEqual([]);
  });

  it('tells an added and a removed optional field', () => {
    const after: Branches = structuredClone(sampleContent.branches);
    const patna = after.offices.find((office) => office.id === 'patna')!;
    patna.whatsapp = '+91 98300 12345';
    delete patna.email;
    expect(describeChanges(schemas.branches, sampleContent.branches, after)).toEqual([
      'Patna Branch: added WhatsApp number +91 98300 12345',
      `Patna Branch: removed e-mail ${sampleContent.branches.offices.find((office) => office.id === 'patna')!.email}`,
    ]);
  });

  it('lets a collection describe its own items and name them', () => {
    const after = structuredClone(sampleContent.openings);
    const first = after.openings[0]!;
    first.validThrough = '2025-09-01';
    const lines = describeChanges(schemas.openings, sampleContent.openings, after, {
      itemName: (list, item) =>
        list === 'openings' ? `${String(item.id)} ${String(item.title)}` : undefined,
      describeItemChange: (change) =>
        change.before?.validThrough !== change.after?.validThrough ? [`Closed ${change.name}`] : undefined,
    });
    expect(lines).toEqual([`Closed ${first.id} ${first.title}`]);
  });

  it('stops at a number of lines and says how many more', () => {
    const schema: FieldSchema = {
      type: 'object',
      properties: { items: { type: 'array', title: 'Items', items: { type: 'string' } } },
    };
    const items = Array.from({ length: MAX_SUMMARY_LINES + 5 }, (_, index) => `Item ${index}`);
    const lines = describeChanges(schema, { items: [] }, { items });
    expect(lines).toHaveLength(MAX_SUMMARY_LINES + 1);
    expect(lines.at(-1)).toBe('And 5 more changes');
  });

  it('matches items by position when no property tells them apart', () => {
    const schema: FieldSchema = {
      type: 'object',
      properties: {
        rows: {
          type: 'array',
          title: 'Rows',
          'x-item': { noun: 'row' },
          items: { type: 'object', properties: { value: { type: 'number', title: 'Value' } } },
        },
      },
    };
    expect(
      describeChanges(schema, { rows: [{ value: 1 }, { value: 2 }] }, { rows: [{ value: 1 }, { value: 3 }] }),
    ).toEqual(['Row 2: value 2 → 3']);
  });

  it('keeps an item renamed in place the same item in a list told apart by names', () => {
    const after = structuredClone(sampleContent.services);
    const oldTitle = after.services[0]!.title;
    after.services[0]!.title = 'IT Hardware Supply';
    expect(describeChanges(schemas.services, sampleContent.services, after)).toEqual([
      `${oldTitle}: title “${oldTitle}” → “IT Hardware Supply”`,
    ]);
  });

  it('tells a changed, an added and a removed translation by its language and the field it translates', () => {
    const after = structuredClone(sampleContent.retailPage);
    const bengali = after.translations?.bn;
    const hindi = after.translations?.hi;
    if (!bengali || !hindi) throw new Error('the samples have the retail page in Bengali and Hindi');
    bengali['hero.heading'] = 'HP ও Lenovo-র অনুমোদিত স্টোর';
    delete hindi['hero.text'];
    const lines = describeChanges(schemas.retailPage, sampleContent.retailPage, after);
    expect(lines).toEqual([
      'Bengali: changed Top of the page › Heading',
      'Hindi: removed Top of the page › Text',
    ]);

    expect(describeChanges(schemas.retailPage, after, sampleContent.retailPage)).toEqual([
      'Bengali: changed Top of the page › Heading',
      'Hindi: added Top of the page › Text',
    ]);
  });

  it('tells a translation confirmed after its English changed ("Still right") as confirmed', () => {
    const after = structuredClone(sampleContent.retailPage);
    after.translatedFrom!.bn!['hero.heading'] = 'x';
    expect(describeChanges(schemas.retailPage, sampleContent.retailPage, after)).toEqual([
      'Bengali: confirmed Top of the page › Heading',
    ]);
  });

  it('tells a sample translation a speaker marked as right ("Checked, it\'s right") as checked', () => {
    const after = withCheckedTranslations(structuredClone(sampleContent.retailPage), 'bn', [
      'hero.heading',
      'hero.text',
    ]);
    expect(describeChanges(schemas.retailPage, sampleContent.retailPage, after)).toEqual([
      'Bengali: checked Top of the page › Heading',
      'Bengali: checked Top of the page › Text',
    ]);
    // Checked and then changed: a change, not a check.
    after.translations!.bn!['hero.heading'] = 'HP ও Lenovo-র অনুমোদিত স্টোর';
    expect(describeChanges(schemas.retailPage, sampleContent.retailPage, after)).toEqual([
      'Bengali: changed Top of the page › Heading',
      'Bengali: checked Top of the page › Text',
    ]);
  });

  it("names a list item's translation by the item, and a removed item's by the item it had", () => {
    const after = structuredClone(sampleContent.branches);
    after.translations!.bn!['offices.patna.name'] = 'পাটনা অফিস';
    expect(describeChanges(schemas.branches, sampleContent.branches, after)).toEqual([
      'Bengali: changed Patna Branch › Name',
    ]);
    after.offices = after.offices.filter((office) => office.id !== 'patna');
    delete after.translations!.bn!['offices.patna.name'];
    expect(describeChanges(schemas.branches, sampleContent.branches, after)).toContain(
      'Bengali: removed Patna Branch › Name',
    );
  });
});
