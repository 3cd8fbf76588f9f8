import { describe, expect, it } from 'vitest';
import { sampleContent } from '#content/samples/index.js';
import { launchChecklist, samplePlace } from './launch-checklist.js';

describe('launchChecklist', () => {
  const { items, kept } = launchChecklist(sampleContent, []);
  const patnaIndex = sampleContent.branches.offices.findIndex((office) => office.id === 'patna');

  it('names each entry as the editor names its field, by the item', () => {
    expect(items).toContainEqual({
      collection: 'branches',
      path: `offices.${patnaIndex}.phone`,
      name: 'Patna Branch › Phone',
      value: '+91 33 0000 0012',
      reason: 'sample-number',
    });
    expect(items.find((item) => item.path === 'contacts.sales.email')?.name).toBe(
      'Contacts › Sales (brand pages) › E-mail',
    );
    expect(items.find((item) => item.collection === 'company' && item.path === 'cin')?.reason).toBe(
      'sample-number',
    );
    expect(kept).toEqual([]);
  });

  it('lists the sample hours and map position of every store and office by its landmark line', () => {
    const landmarks = items.filter((item) => item.path.endsWith('.landmark'));
    expect(landmarks.filter((item) => item.collection === 'stores')).toHaveLength(11);
    expect(landmarks.filter((item) => item.collection === 'branches')).toHaveLength(9);
    expect(landmarks[0]?.reason).toBe('sample-name');
  });

  it('takes a value kept as it is off the list, with who kept it and when, while the value stays the same', () => {
    const keep = {
      collection: 'branches',
      place: 'offices.[patna].phone',
      value: '+91 33 0000 0012',
      keptBy: 'Editor Tester',
      keptAt: '2026-11-25T10:00:00.000Z',
    };
    const withKeep = launchChecklist(sampleContent, [keep]);
    expect(withKeep.items).toHaveLength(items.length - 1);
    expect(withKeep.kept).toEqual([
      expect.objectContaining({ name: 'Patna Branch › Phone', keptBy: 'Editor Tester' }),
    ]);
    const changed = structuredClone(sampleContent);
    changed.branches.offices[patnaIndex]!.phone = '+91 33 0000 0099';
    expect(launchChecklist(changed, [keep]).kept).toEqual([]);
  });

  it('knows a value by its item, so moving the item keeps the decision', () => {
    expect(samplePlace(sampleContent.branches, `offices.${patnaIndex}.phone`)).toBe('offices.[patna].phone');
    expect(samplePlace(sampleContent.company, 'contacts.sales.email')).toBe('contacts.sales.email');
  });
});
