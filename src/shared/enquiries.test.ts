import { describe, expect, it } from 'vitest';
import {
  businessHoursInWords,
  type EnquiryAdminView,
  enquiryAdminViewSchema,
  enquiryEventInWords,
  enquiryReadFields,
  enquiryValueInWords,
} from './enquiries.js';

const enquiry: EnquiryAdminView = {
  id: 7,
  reference: 'E-7K2P9QX',
  createdAt: '2026-11-23T05:30:00.000Z',
  status: 'contacted',
  officeName: 'Patna Branch',
  routingReason: 'PIN 823001 → Gaya district → Patna Branch',
  name: 'Sunita Devi',
  phone: '9876543210',
  email: null,
  contactsShown: true,
  place: '823001',
  district: 'Gaya',
  brand: 'HP',
  product: 'Laptops',
  quantity: 20,
  message: null,
  customerType: 'dealer',
  topic: 'distribution',
  sourcePage: '/hi/distribution',
  language: 'hi',
  officeId: 'patna',
  firstResponseAt: null,
  overdue: false,
};
const inWords = (name: keyof EnquiryAdminView) => {
  const field = enquiryReadFields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${name} is not a field staff read`);
  return enquiryValueInWords(enquiry, field, (iso) => `at ${iso}`);
};

describe('an enquiry as staff read it', () => {
  it('takes every titled field of the view, in its order, and none of those that steer it', () => {
    const titled = Object.entries(enquiryAdminViewSchema.shape)
      .filter(([, schema]) => schema.meta()?.title !== undefined)
      .map(([name]) => name);
    expect(enquiryReadFields.map((field) => field.name)).toEqual(titled);
    expect(titled).not.toContain('contactsShown');
    expect(titled).not.toContain('overdue');
  });

  it('gives the choices in the words the form offered, times through the formatter, and nothing for an empty field', () => {
    expect(inWords('status')).toBe('Contacted');
    expect(inWords('customerType')).toBe('A dealer or reseller');
    expect(inWords('topic')).toBe('Dealership or distribution');
    expect(inWords('language')).toBe('Hindi (हिन्दी)');
    expect(inWords('createdAt')).toBe('at 2026-11-23T05:30:00.000Z');
    expect(inWords('quantity')).toBe('20');
    expect(inWords('email')).toBeNull();
  });

  it('tells its history in words, naming who acted', () => {
    const event = { at: '2026-11-23T06:00:00.000Z', text: null, by: 'Asha Roy' };
    expect(enquiryEventInWords({ ...event, kind: 'status', fromValue: 'new', toValue: 'quoted' })).toBe(
      'Status New → Quoted, by Asha Roy',
    );
    expect(
      enquiryEventInWords({
        ...event,
        kind: 'reassign',
        fromValue: 'Patna Branch',
        toValue: 'Ranchi Branch',
        text: 'Customer is in Ranchi',
        by: null,
      }),
    ).toBe('Reassigned from Patna Branch to Ranchi Branch: Customer is in Ranchi');
  });

  it('says the business hours as days in a row or days apart', () => {
    const hours = { opens: '10:00', closes: '19:00' };
    expect(businessHoursInWords({ ...hours, days: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] })).toBe(
      'Mon–Sat, 10:00–19:00 India time',
    );
    expect(businessHoursInWords({ ...hours, days: ['Fri', 'Mon', 'Wed'] })).toBe(
      'Mon, Wed, Fri, 10:00–19:00 India time',
    );
  });
});
