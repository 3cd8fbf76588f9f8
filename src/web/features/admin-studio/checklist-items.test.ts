import { describe, expect, it } from 'vitest';
import type { LaunchChecklistItem } from '#shared/content.js';
import { splitChecklistItems } from './checklist-items.js';

const item = (path: string, reason: string) =>
  ({ collection: 'offices', path, name: path, value: 'x', reason }) as unknown as LaunchChecklistItem;

describe('splitChecklistItems', () => {
  it('counts the content samples without the owner e-mail, the number the tab badge and title both show', () => {
    const ownerEmail = item('owner.email', 'sample-owner-email');
    const split = splitChecklistItems([ownerEmail, item('a', 'sample-phone'), item('b', 'sample-phone')]);
    expect(split.ownerEmail).toBe(ownerEmail);
    expect(split.contentSamples.map((sample) => sample.path)).toEqual(['a', 'b']);
  });
});
