import { describe, expect, it } from 'vitest';
import { company, jobOpenings } from '../../../content/index.js';
import { SITE_URL_PLACEHOLDER } from '../../../shared/site-url.js';
import { careersHandle } from './careers-meta.js';

describe('careers page structured data', () => {
  const postings = careersHandle.meta({}).jsonLd ?? [];

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
        hiringOrganization: { '@type': 'Organization', name: company.legalName },
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
});
