import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { EnquiryAdminView } from '#shared/enquiries.js';
import { EnquiriesTable } from './enquiries-table.js';
import { EnquiryFilters } from './enquiry-filters.js';

const enquiry: EnquiryAdminView = {
  id: 1,
  reference: 'E7K3M9QX',
  createdAt: '2026-11-23T05:30:00.000Z',
  status: 'new',
  officeName: 'Patna',
  routingReason: 'PIN 800001 is in Patna district',
  name: 'Asha Verma',
  phone: '9876543210',
  email: null,
  contactsShown: true,
  place: '800001',
  district: 'Patna',
  brand: 'HP',
  product: 'Laptops',
  quantity: 20,
  message: null,
  customerType: 'business',
  topic: 'sales',
  sourcePage: '/bn/contact',
  language: 'bn',
  officeId: 'patna',
  firstResponseAt: null,
  overdue: false,
};

/** The text of each cell of the table's rows (header row included), tags removed. */
function cellTexts(html: string): string[][] {
  return [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map(([, row]) =>
    [...(row ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell]) =>
      (cell ?? '').replace(/<[^>]+>/g, ''),
    ),
  );
}

describe('the enquiries list', () => {
  it('names the language each visitor wrote in by its English name, in a column of its own', () => {
    const html = renderToStaticMarkup(
      <EnquiriesTable
        enquiries={[
          enquiry,
          { ...enquiry, id: 2, reference: 'E2', language: 'hi' },
          { ...enquiry, id: 3, reference: 'E3', language: 'en' },
        ]}
        onOpen={() => {}}
      />,
    );
    const [header, ...rows] = cellTexts(html);
    const column = header?.indexOf('Language') ?? -1;
    expect(column).toBeGreaterThan(-1);
    expect(rows.map((row) => row[column])).toEqual(['Bengali', 'Hindi', 'English']);
  });

  it('offers a filter by language, each by its English name', () => {
    const html = renderToStaticMarkup(
      <EnquiryFilters values={{ language: 'hi' }} onChange={() => {}} offices={[]} sourcePages={[]} />,
    );
    const languageSelect = html.match(/<label[^>]*>Language<select[^>]*>(.*?)<\/select>/)?.[1] ?? '';
    expect([...languageSelect.matchAll(/<option[^>]*>(.*?)<\/option>/g)].map(([, label]) => label)).toEqual([
      'All',
      'English',
      'Bengali',
      'Hindi',
    ]);
    expect(languageSelect).toMatch(/<option value="hi" selected="">Hindi<\/option>/);
  });
});
