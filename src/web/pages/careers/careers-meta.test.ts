import { describe, expect, it } from 'vitest';
import { legalName } from '#content/index.js';
import { sampleContent } from '#content/samples/index.js';
import { SITE_URL_PLACEHOLDER } from '#shared/site-url.js';
import { englishPageContext } from '#web/app/page-context.test-support.js';
import { careersHandle } from './careers-meta.js';

const content = sampleContent;
const jobOpenings = content.openings.openings;

describe('careers page structured data', () => {
  const postings = careersHandle.meta({}, englishPageContext(content, '2026-01-01')).jsonLd ?? [];

  it('has a JobPosting per opening with Google’s required and recommended properties', () => {
    expect(postings).toHaveLength(5);
    for (const [index, job] of jobOpenings.entries()) {
      expect(postings[index]).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: job.title,
        datePosted: job.datePosted,
        validThrough: job.validThrough,
        employmentType: 'FULL_TIME',
        directApply: true,
        identifier: { '@type': 'PropertyValue', value: job.id },
        hiringOrganization: { '@type': 'Organization', name: legalName(content) },
        jobLocation: {
          '@type': 'Place',
          address: { addressLocality: 'Kolkata', addressRegion: 'West Bengal', addressCountry: 'IN' },
        },
        url: `${SITE_URL_PLACEHOLDER}/careers#job-${job.id}`,
      });
    }
  });

  it('gives the salary in rupees per year from the LPA range', () => {
    expect(postings[0]).toMatchObject({
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', minValue: 360_000, maxValue: 500_000, unitText: 'YEAR' },
      },
    });
    expect(postings[4]).toMatchObject({ baseSalary: { value: { minValue: 160_000, maxValue: 240_000 } } });
  });

  it('writes the description as HTML with the lists, escaping the text', () => {
    const description = (postings[2] as { description: string }).description;
    expect(description).toMatch(/^<p>Turn sales, stock and customer data/);
    expect(description).toContain('<p><strong>Responsibilities</strong></p><ul><li>');
    expect(description).toContain('<li>Bachelor&#39;s degree'.replace('&#39;', "'"));
    expect(description).not.toMatch(/<(?!\/?(p|ul|li|strong)>)/);
  });

  it('leaves out an opening past its closing day, and keeps one without a closing day', () => {
    const openings = [
      { ...jobOpenings[0]!, validThrough: '2026-01-31' },
      { ...jobOpenings[1]!, validThrough: undefined },
    ];
    const withOpenings = { ...content, openings: { openings } };
    const titles = (today: string) =>
      (careersHandle.meta({}, englishPageContext(withOpenings, today)).jsonLd ?? []).map(
        (posting) => (posting as { title: string }).title,
      );
    expect(titles('2026-01-31')).toEqual([jobOpenings[0]!.title, jobOpenings[1]!.title]);
    expect(titles('2026-02-01')).toEqual([jobOpenings[1]!.title]);
  });
});
