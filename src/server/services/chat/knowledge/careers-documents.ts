import {
  activeOpenings,
  applicationReplyPromise,
  formatLongDate,
  formatLpaRange,
  type Opening,
  type SiteContent,
} from '#content/index.js';
import { positionOptions as positionOptionsOf } from '#shared/position-choices.js';
import {
  bulletList,
  documentId,
  emailLink,
  type KnowledgeDocument,
  phoneLink,
} from './knowledge-document.js';

// Jobs and how to apply: the facts of /careers.

const openingsCollection = 'openings';

/** Whether a document is about the openings: one of them, or their list. */
export function isAboutOpenings(document: KnowledgeDocument): boolean {
  return document.id === 'jobs' || document.id.startsWith(`${openingsCollection}:`);
}

export function careersDocuments(content: SiteContent, today: string): KnowledgeDocument[] {
  const hrContact = content.company.contacts.hr;
  const jobOpenings = activeOpenings(content, today);
  const positionOptions = positionOptionsOf(jobOpenings);

  const careersPage = { label: 'the careers page', href: '/careers' } as const;

  function openingLine(job: Opening): string {
    const department = job.department ? `, ${job.department}` : '';
    return `**${job.title}** (Job ID ${job.id}): ${job.location}${department}, ${job.type}, ${formatLpaRange(job.salary)}`;
  }

  function openingId(job: Opening): string {
    return documentId(
      openingsCollection,
      jobOpenings.findIndex((open) => open.id === job.id),
      job.id,
    );
  }

  function openingDocument(job: Opening): KnowledgeDocument {
    return {
      id: openingId(job),
      title: `${job.title} (Job ID ${job.id})`,
      // 'the last date', 'the deadline': how visitors ask for the closing day the card shows.
      keywords: `job opening vacancy position role ${job.department ?? ''} salary requirements responsibilities${job.validThrough ? ' last date deadline' : ''}`,
      answer: [
        job.description,
        '',
        bulletList([
          `Location: ${job.location}`,
          `Type: ${job.type}`,
          ...(job.department ? [`Department: ${job.department}`] : []),
          ...(job.reportsTo ? [`Reports to: ${job.reportsTo}`] : []),
          `Salary: ${formatLpaRange(job.salary)}`,
          // The careers page shows the closing day on the opening's card.
          ...(job.validThrough ? [`Apply by: ${formatLongDate(job.validThrough)}`] : []),
          `Requirements: ${job.requirements.join('; ')}`,
          `Responsibilities: ${job.responsibilities.join('; ')}`,
          `To apply: press **Apply Now** on the careers page, or email your resume to HR at ${emailLink(hrContact.email)}`,
        ]),
      ].join('\n'),
      link: careersPage,
    };
  }

  const openingsOverview: KnowledgeDocument = {
    id: 'jobs',
    title: 'Current job openings',
    keywords:
      'jobs job openings vacancies careers hiring positions roles work employment recruitment opportunities',
    answer: `We have ${jobOpenings.length} openings:\n\n${bulletList(jobOpenings.map(openingLine))}\n\nApply on the careers page, or email your resume to HR at ${emailLink(hrContact.email)}.`,
    link: careersPage,
    includes: jobOpenings.map(openingId),
  };

  const howToApply: KnowledgeDocument = {
    id: 'how-to-apply',
    title: 'How to apply',
    keywords: 'apply application how submit send resume cv job candidate form',
    answer: bulletList([
      'Open the careers page, choose an opening and press **Apply Now**.',
      `Fill in your name, email, phone, expected salary, position (${positionOptions.join(', ')}) and available start date, and attach your resume as a PDF.`,
      `Or press **Apply via Email** to write to HR at ${emailLink(hrContact.email)} with your resume attached.`,
      `${applicationReplyPromise} HR can be reached at ${phoneLink(hrContact.phone)}.`,
    ]),
    link: careersPage,
  };

  return [openingsOverview, ...jobOpenings.map(openingDocument), howToApply];
}
