import { describe, expect, it } from 'vitest';
import { maskedEmail, maskedPhone, seesEnquiryContacts } from './enquiry-contacts.js';

describe('who sees an enquiry’s phone and e-mail', () => {
  it('shows them to the owner for every office, and to a branch account for its own offices only', () => {
    expect(seesEnquiryContacts({ role: 'owner', branchKeys: [] }, 'patna')).toBe(true);
    expect(seesEnquiryContacts({ role: 'branch', branchKeys: ['patna'] }, 'patna')).toBe(true);
    expect(seesEnquiryContacts({ role: 'branch', branchKeys: ['kolkata'] }, 'patna')).toBe(false);
    expect(seesEnquiryContacts({ role: 'hr', branchKeys: ['patna'] }, 'patna')).toBe(false);
    expect(seesEnquiryContacts({ role: 'editor', branchKeys: [] }, 'patna')).toBe(false);
  });

  it('masks all but the ends of a phone and the first letter of an e-mail’s name', () => {
    expect(maskedPhone('9812345345')).toBe('98•••••345');
    expect(maskedEmail('rahul.k@example.com')).toBe('r•••@example.com');
    expect(maskedEmail('broken')).toBe('•••');
  });
});
