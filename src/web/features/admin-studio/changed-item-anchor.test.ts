import { describe, expect, it } from 'vitest';
import { changedItemAnchor } from './changed-item-anchor.js';

const offices = [
  { id: 'kolkata', phone: '1' },
  { id: 'patna', phone: '2' },
];

describe('changedItemAnchor', () => {
  it('names the first changed item of a collection whose items the pages show', () => {
    const draft = { offices: [offices[0], { id: 'patna', phone: '3' }] };
    expect(changedItemAnchor('branches', { offices }, draft)).toBe('#branch-patna');
    const slides = { slides: [{ id: 'a' }, { id: 'b', heading: 'x' }] };
    expect(changedItemAnchor('heroSlides', { slides: [{ id: 'a' }, { id: 'b' }] }, slides)).toBe('#slide-b');
  });

  it('names an added item, and nothing when nothing changed or the collection has no anchors', () => {
    expect(changedItemAnchor('branches', { offices }, { offices: [...offices, { id: 'ranchi' }] })).toBe(
      '#branch-ranchi',
    );
    expect(changedItemAnchor('branches', { offices }, { offices })).toBeUndefined();
    expect(changedItemAnchor('services', { services: [] }, { services: [{ id: 'x' }] })).toBeUndefined();
  });
});
