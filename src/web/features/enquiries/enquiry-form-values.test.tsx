import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { enquiryFormFields } from '#shared/enquiries.js';
import { sayWith } from '#web/app/phrasebook.js';
import { EnquiryForm } from './enquiry-form.js';
import { enquiryFieldOrder, initialEnquiryValues } from './enquiry-form-values.js';

const setup = { companyName: 'Sample Infotech', contactEmail: 'hello@example.in', offices: [] };

/** The fields' controls as the form shows them, top to bottom: the order the keyboard walks. */
function controlsInOrder(): string[] {
  const html = renderToStaticMarkup(
    <EnquiryForm prefill={{}} setup={setup} say={sayWith(undefined)} onAccepted={() => {}} />,
  );
  return [...html.matchAll(/<(?:input|textarea|select)[^>]*\bname="(\w+)"/g)].map((match) => match[1] ?? '');
}

describe('the enquiry form drawn from its schema', () => {
  it('orders its fields as the schema does, which is the order the form shows them', () => {
    const visibleOrder = [
      'name',
      'phone',
      'email',
      'place',
      'brand',
      'product',
      'quantity',
      'message',
      'customerType',
      'topic',
      'consent',
    ];
    expect(enquiryFieldOrder).toEqual(enquiryFormFields.map(({ name }) => name));
    expect(enquiryFieldOrder).toEqual(visibleOrder);
    // The radio buttons share a name; the honeypot comes last and is no field of the record.
    const shown = [...new Set(controlsInOrder())].filter((name) => name !== 'website');
    expect(shown).toEqual(visibleOrder);
  });

  it('starts blank for every field of the schema, with what the button knew filled in', () => {
    expect(initialEnquiryValues({})).toEqual({
      name: '',
      phone: '',
      email: '',
      place: '',
      brand: '',
      product: '',
      quantity: '',
      message: '',
      customerType: 'business',
      topic: 'sales',
      consent: false,
      honeypot: '',
    });
    expect(
      initialEnquiryValues({
        place: 'Gaya',
        brand: 'HP',
        product: 'Laptops',
        topic: 'distribution',
        customerType: 'dealer',
      }),
    ).toMatchObject({
      place: 'Gaya',
      brand: 'HP',
      product: 'Laptops',
      topic: 'distribution',
      customerType: 'dealer',
    });
  });
});
