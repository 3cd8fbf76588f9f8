import type { StaffRole } from './accounts.js';

/**
 * Whose phone numbers and e-mail addresses each role sees in the Enquiries tab, an enquiry's
 * detail and the CSV export: the one place this is decided (issue 27, DPDP: personal data only to
 * those who need it). The owner sees every enquiry's; a branch account those of its own offices
 * (its branch keys), the people it calls back; any other role, and a branch account for another
 * office's enquiry, only a masked form. The server applies it to every answer; the tab shows what
 * it is sent.
 */
export const enquiryContactAccess: Record<StaffRole, 'every-office' | 'own-offices' | 'masked'> = {
  owner: 'every-office',
  branch: 'own-offices',
  hr: 'masked',
  editor: 'masked',
};

/** The signed-in person, as far as the rule above needs. */
export type ContactViewer = { role: StaffRole; branchKeys: readonly string[] };

/** Whether `viewer` sees the phone and e-mail of an enquiry routed to office `officeId`. */
export function seesEnquiryContacts(viewer: ContactViewer, officeId: string): boolean {
  const access = enquiryContactAccess[viewer.role];
  if (access === 'every-office') return true;
  if (access === 'own-offices') return viewer.branchKeys.includes(officeId);
  return false;
}

const MASK = '•';

/** A 10-digit mobile number with all but its first two and last three digits hidden: 98•••••345. */
export function maskedPhone(phone: string): string {
  if (phone.length <= 5) return MASK.repeat(phone.length);
  return `${phone.slice(0, 2)}${MASK.repeat(phone.length - 5)}${phone.slice(-3)}`;
}

/** An e-mail address with its name hidden but the first letter: r•••@example.com. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return MASK.repeat(3);
  return `${email[0]}${MASK.repeat(3)}${email.slice(at)}`;
}

/**
 * Chat transcripts follow the same rule, more strictly (issue 46, L7): a visitor's message may hold
 * their phone number or e-mail, and no office owns a chat, so only the owner reads them whole;
 * every other role gets each number and address a visitor typed masked, in the tables and the CSV.
 */
export function seesChatContacts(viewer: Pick<ContactViewer, 'role'>): boolean {
  return viewer.role === 'owner';
}

/** A phone number as people type it: at least 8 digits, with spaces, dashes, dots or a leading +. */
const typedPhone = /\+?\d(?:[\s.-]?\d){7,}/g;
const typedEmail = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;

/** A visitor's text with every phone number and e-mail address in it masked as the enquiries mask them. */
export function maskedContactsIn(text: string): string {
  return text
    .replace(typedEmail, (email) => maskedEmail(email))
    .replace(typedPhone, (phone) => maskedPhone(phone.replace(/[\s.-]/g, '')));
}

/** The visitor's side of a chat record, as `viewer` may read it. */
export function chatAsSeenBy<Chat extends { user_message: string }>(
  viewer: Pick<ContactViewer, 'role'>,
  chat: Chat,
): Chat {
  return seesChatContacts(viewer) ? chat : { ...chat, user_message: maskedContactsIn(chat.user_message) };
}
