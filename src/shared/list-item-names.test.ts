import { describe, expect, it } from 'vitest';
import type { FieldSchema } from './content.js';
import { listItemPreview } from './list-item-names.js';

const photo: FieldSchema = {
  type: 'object',
  'x-widget': 'photo',
  properties: { id: { type: 'string' }, alt: { type: 'string' } },
};
const slides: FieldSchema = {
  type: 'array',
  'x-item': { noun: 'hero slide', name: 'hero slide {position}' },
  items: { type: 'object', properties: { heading: { type: 'string' }, photo } },
};

describe('listItemPreview', () => {
  it('gives an item named by its place its heading, and says it has no photo', () => {
    expect(listItemPreview(slides, { heading: 'Trusted partner' }, 1)).toEqual({
      name: 'Hero slide 1',
      heading: 'Trusted partner',
      photoId: null,
    });
  });

  it("gives the chosen photo's id", () => {
    const slide = { heading: 'Phones', photo: { id: 'hero-phone', alt: 'Phones on a shelf' } };
    expect(listItemPreview(slides, slide, 2)).toEqual({
      name: 'Hero slide 2',
      heading: 'Phones',
      photoId: 'hero-phone',
    });
  });

  it('counts a photo without an id as none chosen', () => {
    expect(listItemPreview(slides, { heading: 'New', photo: { id: ' ', alt: '' } }, 3).photoId).toBeNull();
  });

  it('repeats no heading that the name already says, and gives no photo where the items have none', () => {
    const offices: FieldSchema = {
      type: 'array',
      'x-item': { noun: 'branch' },
      items: { type: 'object', properties: { name: { type: 'string' } } },
    };
    expect(listItemPreview(offices, { name: 'Patna Branch' }, 1)).toEqual({ name: 'Patna Branch' });
    const openings: FieldSchema = {
      type: 'array',
      'x-item': { noun: 'opening', name: 'opening {id} {title}' },
      items: { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' } } },
    };
    expect(listItemPreview(openings, { id: '005', title: 'CRM Executive' }, 1)).toEqual({
      name: 'Opening 005 CRM Executive',
    });
  });

  it('shows the photo of a list of photos', () => {
    const gallery: FieldSchema = { type: 'array', items: photo };
    expect(listItemPreview(gallery, { id: 'office', alt: 'Front desk' }, 1)).toEqual({
      name: 'Front desk',
      photoId: 'office',
    });
  });
});
