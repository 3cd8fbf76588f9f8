import { company, corporateOffice, type JobOpening, jobOpenings } from '../../../content/index.js';
import { SITE_URL_PLACEHOLDER } from '../../../shared/site-url.js';

// Absolute URLs carry the placeholder; the server puts its SITE_URL in their place.
const siteUrl = SITE_URL_PLACEHOLDER;
const LAKH = 100_000;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Google asks for the full description as HTML: the summary, then both lists. */
function descriptionHtml(job: JobOpening): string {
  const list = (items: readonly string[]) =>
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return [
    `<p>${escapeHtml(job.description)}</p>`,
    `<p><strong>Responsibilities</strong></p>${list(job.responsibilities)}`,
    `<p><strong>Requirements</strong></p>${list(job.requirements)}`,
  ].join('');
}

/**
 * A schema.org JobPosting per opening, with Google's required properties (title, description,
 * datePosted, hiringOrganization, jobLocation) and the recommended ones the content knows.
 */
export function jobPostingsJsonLd() {
  return jobOpenings.map((job) => ({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job),
    identifier: { '@type': 'PropertyValue', name: company.name, value: job.id },
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: 'FULL_TIME',
    directApply: true,
    url: `${siteUrl}/careers#job-${job.id}`,
    hiringOrganization: {
      '@type': 'Organization',
      name: company.legalName,
      sameAs: `${siteUrl}/`,
      logo: `${siteUrl}${company.logo}`,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: corporateOffice.address,
        addressLocality: job.city,
        addressRegion: corporateOffice.state,
        addressCountry: company.headquarters.countryCode,
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: {
        '@type': 'QuantitativeValue',
        minValue: Math.round(job.salary.minLpa * LAKH),
        maxValue: Math.round(job.salary.maxLpa * LAKH),
        unitText: 'YEAR',
      },
    },
  }));
}
