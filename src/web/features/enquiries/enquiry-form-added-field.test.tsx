import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { sayWith } from '#web/app/phrasebook.js';
import { EnquiryForm } from './enquiry-form.js';
import { enquiryFieldOrder, initialEnquiryValues } from './enquiry-form-values.js';

// The schema with one more field, a company's name typed on one line after the visitor's name.
vi.mock('#shared/enquiries.js', async (importOriginal) => {
  const shared = await importOriginal<typeof import('#shared/enquiries.js')>();
  const { z } = await import('zod');
  const { schemaFields } = await import('#shared/schema-fields.js');
  const companySchema = z.object({
    company: z.string().optional().meta({ title: 'Company', 'x-autocomplete': 'organization' }),
  });
  const [name, ...others] = shared.enquiryFormFields;
  return { ...shared, enquiryFormFields: [name, ...schemaFields(companySchema), ...others] };
});

describe('a field added to the enquiry schema', () => {
  it('takes its place in the form’s order and starts blank', () => {
    expect(enquiryFieldOrder.slice(0, 3)).toEqual(['name', 'company', 'phone']);
    expect(initialEnquiryValues({})).toMatchObject({ company: '' });
  });

  it('is shown in the form with its label, after the name', () => {
    const html = renderToStaticMarkup(
      <EnquiryForm
        prefill={{}}
        setup={{ companyName: 'Sample Infotech', contactEmail: 'hello@example.in', offices: [] }}
        say={sayWith(undefined)}
        onAccepted={() => {}}
      />,
    );
    expect(html).toMatch(/<label for="enquiry-company"[^>]*>Company<span[^>]*>\(optional\)<\/span><\/label>/);
    expect(html).toContain('autoComplete="organization" name="company"');
    expect(html.indexOf('id="enquiry-company"')).toBeGreaterThan(html.indexOf('id="enquiry-name"'));
    expect(html.indexOf('id="enquiry-company"')).toBeLessThan(html.indexOf('id="enquiry-phone"'));
  });
});
