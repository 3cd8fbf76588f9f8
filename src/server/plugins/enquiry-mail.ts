import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createEnquiryMailer, type EnquiryMailer } from '#server/services/enquiries/enquiry-mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** E-mail about enquiries (office notices, confirmations, reminders); undefined without SMTP_URL. */
    enquiryMailer: EnquiryMailer | undefined;
  }
}

/** One enquiry mailer for the enquiry route and the reminder job, closed with the server. */
export const enquiryMail = fp(
  async (app: FastifyInstance) => {
    const { smtpUrl, from } = app.config.mail;
    const mailer = smtpUrl
      ? createEnquiryMailer({ smtpUrl, from, log: app.log, redis: app.redis })
      : undefined;
    app.decorate('enquiryMailer', mailer);
    if (mailer) app.addHook('onClose', () => mailer.close());
  },
  { name: 'enquiry-mail', dependencies: ['shared-state'] },
);
