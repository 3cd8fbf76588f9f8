import type { Kysely } from 'kysely';
import type { SiteContent } from '#content/index.js';
import { markEnquiryReminded, selectUnremindedNewEnquiries } from '#server/db/enquiries-repository.js';
import type { Database } from '#server/db/schema.js';
import { overdueReminder } from './enquiry-emails.js';
import type { EnquiryMailer } from './enquiry-mailer.js';
import { isOverdue } from './enquiry-views.js';
import { answeringContact } from './submit-enquiry.js';

type ReminderOptions = {
  db: Kysely<Database>;
  content: SiteContent;
  now: Date;
  mailer: EnquiryMailer;
  siteUrl: string;
};

/**
 * Reminds the office and the owner (the company's general address) of each enquiry still new
 * after the business hours the rules allow: once, marked before it is sent, so two instances
 * running the job never send it twice.
 */
export async function remindOfOverdueEnquiries(options: ReminderOptions): Promise<{ reminded: number }> {
  const { db, content, now, mailer } = options;
  const hours = content.enquiryRouting.reminderAfterHours;
  let reminded = 0;
  for (const row of await selectUnremindedNewEnquiries(db)) {
    if (!isOverdue(row, content, now)) continue;
    if (!(await markEnquiryReminded(db, row.id, now.toISOString()))) continue;
    const contact = answeringContact(row, content);
    const facts = {
      id: row.id,
      reference: row.reference,
      officeName: row.office_name,
      officePhone: contact.phone,
      language: row.language,
    };
    const recipients = new Set(
      [contact.email, content.company.contacts.general.email].filter((to) => to !== null),
    );
    for (const to of recipients)
      await mailer.sendNow(
        overdueReminder(facts, to, options.siteUrl, hours),
        'overdue-reminder',
        row.reference,
      );
    reminded += 1;
  }
  return { reminded };
}
