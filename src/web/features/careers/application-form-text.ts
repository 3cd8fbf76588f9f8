import { applicationReplyPromise, employmentTypes } from '#content/index.js';
import { applicationFormFields, applicationMessages } from '#shared/careers.js';
import { pageLanguageMessage } from '#shared/page-language.js';
import { otherPositionChoice } from '#shared/position-choices.js';
import type { Translate } from '#web/app/interface-text.js';
import { type Phrasebook, phrasebookOf } from '#web/app/phrasebook.js';
import { applicationNoticeTexts, jobOpeningTexts } from '#web/components/job-openings/job-opening-text.js';

/**
 * The application dialog's own wording, in English: the catalogues' keys. A `{name}` is a value
 * the dialog fills in (the job's title, the file's name).
 */
export const applicationFormTexts = {
  title: 'Apply for {title}',
  jobId: 'Job ID: {id}',
  close: 'Close',
  allRequired: 'All fields are required.',
  selectPosition: 'Select a position',
  choosePdf: 'Choose a PDF file',
  orDrop: 'or drag and drop it here',
  pdfOnly: 'PDF only',
  removeFile: 'Remove {file}',
  failure: 'Error: {message}',
  cancel: 'Cancel',
  submitting: 'Submitting...',
  submit: 'Submit Application',
} as const;

/**
 * Every text the application dialog shows applicants or says to a screen reader: its own, its
 * fields' titles and placeholders, every validation message, and the opening's card (its labels and
 * the employment types it shows, 'Full-time') with the notices shown under it once the application
 * is sent.
 */
export function applicationFormSources(): string[] {
  return [
    ...Object.values(applicationFormTexts),
    ...Object.values(jobOpeningTexts),
    ...Object.values(applicationNoticeTexts),
    ...employmentTypes,
    ...applicationFormFields.flatMap(({ schema }) => [schema.title, schema['x-placeholder'] ?? []].flat()),
    otherPositionChoice,
    applicationReplyPromise,
    ...Object.values(applicationMessages).filter((message) => typeof message === 'string'),
    pageLanguageMessage,
  ];
}

/** The dialog's texts in the page's language, for the careers page to give its island. */
export function applicationPhrasebook(text: Translate): Phrasebook | undefined {
  return phrasebookOf(text, applicationFormSources());
}
