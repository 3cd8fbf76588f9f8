import { applicationReplyPromise } from '#content/index.js';
import { applicationDetailLines } from '#shared/careers.js';
import { languageInWords } from '#shared/languages.js';
import type { StoredApplication } from './submit-application.js';

/** The two e-mails a new application sends, as plain text (nothing the applicant typed becomes HTML). */

export type ApplicationEmail = { to: string; replyTo: string; subject: string; text: string };

type MailSettings = { hrEmail: string; siteUrl: string };

/** Who the applicant's confirmation comes from: the company's legal name, from the published content. */
type Sender = { companyName: string };

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
 * Confirms to the applicant that the application arrived: fixed text with the opening's title
 * and the application's reference only. Nothing the applicant typed goes into it (not even the name): the
 * form accepts any address, and a name holding a link would otherwise be mailed to a stranger.
 */
export function applicantConfirmation(
  application: StoredApplication,
  settings: MailSettings & Sender,
): ApplicationEmail {
  return {
    to: application.email,
    replyTo: settings.hrEmail,
    subject: `Your application for ${application.jobTitle} (Job ID: ${application.jobId})`,
    text: [
      'Hello,',
      '',
      `Thank you for applying for the position of ${application.jobTitle} (Job ID: ${application.jobId}) at ${settings.companyName}.`,
      `Your application reference is ${application.reference}. Our HR team will review your application. ${applicationReplyPromise}`,
      '',
      'If you did not apply, you can ignore this e-mail.',
      '',
      'Regards,',
      'HR Team',
      settings.companyName,
    ].join('\n'),
  };
}
