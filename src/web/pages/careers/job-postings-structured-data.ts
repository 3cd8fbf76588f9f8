import {
  activeOpenings,
  corporateOffice,
  legalName,
  type Opening,
  type SiteContent,
} from '#content/index.js';
import { SITE_URL_PLACEHOLDER } from '#shared/site-url.js';
import type { Translate } from '#web/app/interface-text.js';
import { jobOpeningTexts } from '#web/components/job-openings/job-opening-text.js';

// Absolute URLs carry the placeholder; the server puts its SITE_URL in their place.
const siteUrl = SITE_URL_PLACEHOLDER;
const LAKH = 100_000;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Google asks for the full description as HTML: the summary, then both lists, headed in the page's language. */
function descriptionHtml(job: Opening, text: Translate): string {
  const list = (items: readonly string[]) =>
    `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
  return [
    `<p>${escapeHtml(job.description)}</p>`,
    `<p><strong>${escapeHtml(text(jobOpeningTexts.responsibilities))}</strong></p>${list(job.responsibilities)}`,
    `<p><strong>${escapeHtml(text(jobOpeningTexts.requirements))}</strong></p>${list(job.requirements)}`,
  ].join('');
}

/** schema.org's employmentType for each of the content's types. */
const employmentTypes: Record<Opening['type'], string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
};

/**
 * A schema.org JobPosting per opening still open on `today`, with Google's required properties
 * (title, description, datePosted, hiringOrganization, jobLocation) and the recommended ones the
 * content knows.
 */
export function jobPostingsJsonLd(content: SiteContent, today: string, text: Translate) {
  const { company } = content;
  const headOffice = corporateOffice(content);
  return activeOpenings(content, today).map((job) => ({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml(job, text),
    identifier: { '@type': 'PropertyValue', name: company.name, value: job.id },
    datePosted: job.datePosted,
    ...(job.validThrough && { validThrough: job.validThrough }),
    employmentType: employmentTypes[job.type],
    directApply: true,
    url: `${siteUrl}/careers#job-${job.id}`,
    hiringOrganization: {
      '@type': 'Organization',
      name: legalName(content),
      sameAs: `${siteUrl}/`,
      logo: `${siteUrl}${company.logo}`,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(headOffice && { streetAddress: headOffice.address }),
        addressLocality: job.city,
        addressRegion: headOffice?.state ?? company.headquarters.state,
        addressCountry: 'IN',
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
