import { describe, expect, it } from 'vitest';
import { officeNotification, overdueReminder } from './enquiry-emails.js';

const enquiry = {
  id: 7,
  reference: 'E7K3M9QX',
  officeName: 'Patna Branch',
  officePhone: null,
  language: 'hi',
};

describe("the office's e-mails about an enquiry", () => {
  it('name the language of the page the visitor wrote from, so the office calls back in it', () => {
    const mail = officeNotification(enquiry, 'patna@example.com', 'https://www.example.com');
    expect(mail.text).toContain('Sent from a page in: Hindi (हिन्दी)');
    expect(mail.subject).toBe('New web enquiry E7K3M9QX');
  });

  it('keep the reminder to the reference and the link', () => {
    const mail = overdueReminder(enquiry, 'patna@example.com', 'https://www.example.com', 4);
    expect(mail.text).toContain('has not been answered in 4 business hours');
    expect(mail.text).toContain('https://www.example.com/superadmin?tab=enquiries&enquiry=7');
  });
});
