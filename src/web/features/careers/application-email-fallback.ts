import { mailtoHref } from '#content/contact-links.js';
import { type ApplicationFields, applicationDetailLines, positionLabel } from '#shared/careers.js';

/**
 * The HR e-mail the dialog falls back to when the server cannot be reached (spec section 8 "The
 * error catalogue"): position and Job ID in the subject, the applicant's details in the body. A
 * mail link cannot carry a file, so the body asks for the resume to be attached.
 */
export function applicationEmailHref(jobId: string, fields: ApplicationFields, hrEmail: string): string {
  const position = positionLabel(fields.position, fields.otherPosition);
  const subject = `Job Application: ${position} (Job ID: ${jobId})`;
  const body = [
    'Dear HR Team,',
    '',
    `I would like to apply for the position of ${position} (Job ID: ${jobId}).`,
    '',
    ...applicationDetailLines(fields),
    '',
    '[Please attach your resume (PDF) before sending.]',
    '',
    'Regards,',
    `${fields.firstName} ${fields.lastName}`,
  ].join('\n');
  return mailtoHref(hrEmail, subject, body);
}

/** Hands a mail link to the visitor's e-mail program, as following a link would. */
export function openEmail(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.click();
}
