// Reading a published revision: the few facts the pages, the structured data and the chat
// assistant derive from the content rather than store twice. Pure functions of `SiteContent`.

import type { SiteContent } from './collections.js';
import { mailtoHref } from './contact-links.js';
import type { Branch, Brand, Opening, Partner } from './types.js';

/** 'A, B and C': for sentences built from lists of facts. */
export function joinAsSentence(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * 'Patna Branch manager now covers Patna Branch and Ranchi Branch': the offices a branch account
 * covers, by their names in `offices` (an id no office has any more is shown as it is).
 */
export function officesCoveredSentence(
  personName: string,
  officeIds: readonly string[],
  offices: readonly { id: string; name: string }[],
): string {
  const names = officeIds.map((id) => offices.find((office) => office.id === id)?.name ?? id);
  return `${personName} now covers ${names.length === 0 ? 'no office' : joinAsSentence(names)}`;
}

/** The company's full name: 'Sample Infotech Group Private Limited'. */
export function legalName(content: SiteContent): string {
  return `${content.company.name} ${content.company.legalSuffix}`;
}

/** The head office: the one marked corporate, else the first office. */
export function corporateOffice(content: SiteContent): Branch | undefined {
  const { offices } = content.branches;
  return offices.find((office) => office.isCorporate) ?? offices[0];
}

/** The offices other than the head office, in their order. */
export function branchOffices(content: SiteContent): Branch[] {
  const head = corporateOffice(content);
  return content.branches.offices.filter((office) => office !== head);
}

/** The head office first, then the branches: how the pages list the offices. */
export function officesHeadFirst(content: SiteContent): Branch[] {
  const head = corporateOffice(content);
  return head ? [head, ...branchOffices(content)] : [];
}

/** How an office is named in short lists: 'Corporate Office (Kolkata)', 'Siliguri'. */
export function branchLabel(branch: Branch): string {
  return branch.isCorporate ? `${branch.name} (${branch.city})` : branch.city;
}

/** The number to call at an office: its phone, else its helpline. */
export function branchPhone(branch: Branch): string | undefined {
  return branch.phone ?? branch.helpline;
}

/** The brand pages' Get Quote list: the offices in the order the content gives, then any others. */
export function quoteBranches(content: SiteContent): Branch[] {
  const { offices, quoteOrder } = content.branches;
  const ordered = quoteOrder.flatMap((id) => offices.filter((office) => office.id === id));
  return [...ordered, ...offices.filter((office) => !quoteOrder.includes(office.id))];
}

/** The states the offices are in, in the order they first appear. */
export function operatingStates(content: SiteContent): string[] {
  return [...new Set(content.branches.offices.map((office) => office.state))];
}

/** The brand for a URL parameter, matched case-insensitively; undefined shows 'Brand Not Found'. */
export function findBrand(content: SiteContent, slug: string): Brand | undefined {
  const wanted = slug.trim().toLowerCase();
  return content.brands.brands.find((brand) => brand.slug === wanted);
}

export function brandHref(brand: Pick<Brand, 'slug'>): string {
  return `/brands/${brand.slug}`;
}

export function findPartner(content: SiteContent, name: string): Partner | undefined {
  return content.partners.partners.find((partner) => partner.name === name);
}

/** An IST calendar day, '2026-11-23': the day the site shows content for. */
export function istDay(now: Date): string {
  return new Date(now.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** An opening applicants see: open, so posted. */
export type ActiveOpening = Opening & { status: 'open'; datePosted: string };

/**
 * The openings applicants see on `day` (IST), in HR's order: open ones with no closing day or
 * closing on or after it. Drafts and closed ones are left out (the page, its JobPosting data, the
 * assistant and the application form all ask here).
 */
export function activeOpenings(content: SiteContent, day: string): ActiveOpening[] {
  return content.openings.openings.filter(
    (opening): opening is ActiveOpening =>
      opening.status === 'open' &&
      opening.datePosted !== undefined &&
      (!opening.validThrough || opening.validThrough >= day),
  );
}

/** '15 December 2026': the day as the careers page writes it ("Apply by 15 December 2026"). */
export function formatLongDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** '2.4 - 3.6 LPA' (lakh rupees per annum), as spec section 2 "Careers" shows salaries. */
export function formatLpaRange(salary: Opening['salary']): string {
  return `${salary.minLpa.toFixed(1)} - ${salary.maxLpa.toFixed(1)} LPA`;
}

/** 'Apply via Email': a mail to HR naming the job, asking the applicant to attach a resume. */
export function applyByEmailHref(job: Pick<Opening, 'id' | 'title'>, hrEmail: string): string {
  const subject = `Application for ${job.title} (Job ID: ${job.id})`;
  const body = [
    'Dear HR Team,',
    '',
    `I would like to apply for the position of ${job.title} (Job ID: ${job.id}).`,
    '',
    'Please find my resume attached.',
    '[Please attach your resume (PDF) before sending.]',
    '',
    'Name:',
    'Phone:',
    '',
    'Regards,',
  ].join('\n');
  return mailtoHref(hrEmail, subject, body);
}
