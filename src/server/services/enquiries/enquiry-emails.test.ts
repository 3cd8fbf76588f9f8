import { describe, expect, it } from 'vitest';
import { sayInEnglish } from '#content/opening-status.js';
import { officeNotification, overdueReminder, visitorConfirmation } from './enquiry-emails.js';

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

describe("the visitor's confirmation of an enquiry", () => {
  it('says in English what it always said, word for word', () => {
    const withPhone = { ...enquiry, officePhone: '+91 612 000 0000' };
    const mail = visitorConfirmation(
      withPhone,
      'asha@example.com',
      'Sample Infotech Private Limited',
      sayInEnglish,
    );
    expect(mail).toEqual({
      to: 'asha@example.com',
      subject: 'Your enquiry E7K3M9QX with Sample Infotech Private Limited',
      text: [
        'Hello,',
        '',
        'Thank you for your enquiry with Sample Infotech Private Limited. Your reference is E7K3M9QX.',
        'Our Patna Branch will call you; you can also call them on +91 612 000 0000.',
        '',
        'If you did not send an enquiry, you can ignore this e-mail.',
      ].join('\n'),
    });
    const withoutPhone = visitorConfirmation(enquiry, 'asha@example.com', 'Sample Infotech', sayInEnglish);
    expect(withoutPhone.text).toContain('\nOur Patna Branch will call you.\n');
  });

  it('says each of its texts through the translator it is given, with their values', () => {
    const said: string[] = [];
    const mail = visitorConfirmation(enquiry, 'asha@example.com', 'Sample Infotech', (source, values) => {
      said.push(source);
      return `[${sayInEnglish(source, values)}]`;
    });
    expect(mail.subject).toBe('[Your enquiry E7K3M9QX with Sample Infotech]');
    expect(
      mail.text
        .split('\n')
        .filter(Boolean)
        .every((line) => /^\[.*\]$/.test(line)),
    ).toBe(true);
    expect(said).toContain('Our {office} will call you.');
  });
});
