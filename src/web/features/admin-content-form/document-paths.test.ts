import { describe, expect, it } from 'vitest';
import { moveItem, valueAt, withValueAt } from './document-paths.js';

describe('document paths', () => {
  const document = { offices: [{ city: 'Kolkata', phone: '1' }, { city: 'Patna' }], name: 'Group' };

  it('reads a value through objects and lists, undefined when the way is missing', () => {
    expect(valueAt(document, ['offices', 1, 'city'])).toBe('Patna');
    expect(valueAt(document, ['offices', 5, 'city'])).toBeUndefined();
    expect(valueAt(document, ['name', 'x'])).toBeUndefined();
  });

  it('writes a copy, sharing what did not change and leaving the original alone', () => {
    const changed = withValueAt(document, ['offices', 0, 'phone'], '2') as typeof document;
    expect(changed.offices[0]).toEqual({ city: 'Kolkata', phone: '2' });
    expect(document.offices[0]?.phone).toBe('1');
    expect(changed.offices[1]).toBe(document.offices[1]);
    expect(changed.name).toBe('Group');
  });

  it('removes a property written as undefined, and builds the way to a new value', () => {
    expect(withValueAt(document, ['offices', 0, 'phone'], undefined)).toEqual({
      ...document,
      offices: [{ city: 'Kolkata' }, { city: 'Patna' }],
    });
    expect(withValueAt({}, ['poster', 'id'], 'm-1')).toEqual({ poster: { id: 'm-1' } });
    expect(withValueAt({}, ['list', 0], 'a')).toEqual({ list: ['a'] });
  });

  it('moves a list item, and ignores a move past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});
