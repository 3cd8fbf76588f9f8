import { applicationReplyPromise } from '#content/index.js';
import type { Say } from '#server/services/say-in-language.js';
import { applicationDetailLines } from '#shared/careers.js';
import { languageInWords } from '#shared/languages.js';
import type { StoredApplication } from './submit-application.js';

/** The two e-mails a new application sends, as plain text (nothing the applicant typed becomes HTML). */

export type ApplicationEmail = { to: string; replyTo: string; subject: string; text: string };

type MailSettings = { hrEmail: string; siteUrl: string };

/**
 * Who the applicant's confirmation comes from, and how it speaks: the company's legal name, from
 * the published content; the opening's title as the page in the application's language shows it;
 * the translator of that language.
 */
export type ConfirmationWording = { companyName: string; jobTitle: string; say: Say };

/** Tells HR of a new application and where to review it: the one e-mail that carries what the applicant typed. */
export function hrNotification(application: StoredApplication, settings: MailSettings): ApplicationEmail {
  const name = `${application.firstName} ${application.lastName}`;
  return {
    to: settings.hrEmail,
    replyTo: application.email,
    subject: `New application: ${application.jobTitle} (Job ID: ${application.jobId}) from ${name}`,
    text: [
      'A new job application has been received.',
      '',
      `Reference: ${application.reference}`,
      `Job: ${application.jobTitle} (Job ID: ${application.jobId})`,
      ...applicationDetailLines(application),
      `Applied from a page in: ${languageInWords(application.language)}`,
      `Applied: ${application.applicationDate}`,
      `Resume: PDF, ${application.resumeSize} bytes`,
      '',
      `Review the application and download the resume in the admin area: ${settings.siteUrl}/superadmin`,
    ].join('\n'),
  };
}

/**
 * The applicant's confirmation's wording: the English sources (ICU messages) the catalogues
 * translate, in `interface-text/<code>/mail.json`.
 */
export const applicantConfirmationTexts = {
  subject: 'Your application for {jobTitle} (Job ID: {jobId})',
  greeting: 'Hello,',
  thanks: 'Thank you for applying for the position of {jobTitle} (Job ID: {jobId}) at {companyName}.',
  review: 'Your application reference is {reference}. Our HR team will review your application.',
  notYours: 'If you did not apply, you can ignore this e-mail.',
  regards: 'Regards,',
  signature: 'HR Team',
} as const;

/**
 * Confirms to the applicant that the application arrived, in the language of the page they
 * applied from: fixed text with the opening's title and the application's reference only.
 * Nothing the applicant typed goes into it (not even the name): the form accepts any address, and
 * a name holding a link would otherwise be mailed to a stranger.
 */
export function applicantConfirmation(
  application: StoredApplication,
  settings: MailSettings,
  { companyName, jobTitle, say }: ConfirmationWording,
): ApplicationEmail {
  const texts = applicantConfirmationTexts;
  const { jobId, reference } = application;
  return {
    to: application.email,
    replyTo: settings.hrEmail,
    subject: say(texts.subject, { jobTitle, jobId }),
    text: [
      say(texts.greeting),
      '',
      say(texts.thanks, { jobTitle, jobId, companyName }),
      `${say(texts.review, { reference })} ${say(applicationReplyPromise)}`,
      '',
      say(texts.notYours),
      '',
      say(texts.regards),
      say(texts.signature),
      companyName,
    ].join('\n'),
  };
}
