import { applicationReplyPromise } from '#content/index.js';
import { applicationFormFields, applicationMessages } from '#shared/careers.js';
import { pageLanguageMessage } from '#shared/page-language.js';
import { otherPositionChoice } from '#shared/position-choices.js';
import type { Translate } from '#web/app/interface-text.js';
import { type Phrasebook, phrasebookOf } from '#web/app/phrasebook.js';

/** The application dialog's texts that name a value (ICU `{name}` arguments). */
export const applicationFormTemplates = {
  title: 'Apply for {title}',
  jobId: 'Job ID: {id}',
  removeFile: 'Remove {file}',
  failure: 'Error: {message}',
} as const;

/** Every text the application dialog shows applicants or says to a screen reader, messages too. */
export const applicationFormSources: readonly string[] = [
  ...Object.values(applicationFormTemplates),
  'Close',
  'All fields are required.',
  ...applicationFormFields.flatMap(({ schema }) => [schema.title, schema['x-placeholder'] ?? []].flat()),
  'Select a position',
  otherPositionChoice,
  'Choose a PDF file',
  'or drag and drop it here',
  'PDF only',
  applicationReplyPromise,
  'Cancel',
  'Submitting...',
  'Submit Application',
  ...Object.values(applicationMessages).filter((message) => typeof message === 'string'),
  pageLanguageMessage,
];

/** The dialog's texts in the page's language, for the careers page to give its island. */
export function applicationPhrasebook(text: Translate): Phrasebook | undefined {
  return phrasebookOf(text, applicationFormSources);
}
