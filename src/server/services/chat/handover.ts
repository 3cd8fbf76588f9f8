import {
  type Branch,
  corporateOffice,
  enquiryFormHref,
  enquiryHandoverOffer,
  mailtoHref,
  type SiteContent,
  type Store,
  telHref,
} from '#content/index.js';
import { markdownLink } from './knowledge/knowledge-document.js';

/** A person or team the visitor can reach, with the page of the site that lists them. */
export type HumanContact = {
  /** 'the Patna Branch', 'our sales team'. */
  label: string;
  phone: string | undefined;
  email: string | undefined;
  /** The WhatsApp number; the corporate office's when the contact has none of its own. */
  whatsapp: string | undefined;
  page: { label: string; href: string };
  /** An office's offer to call the visitor back, as a link to the enquiry form (issue 27). */
  callBackOffer?: string;
};

/** Who answers what: the contacts of the published content, by role. */
export function humanContacts(content: SiteContent) {
  const { contacts } = content.company;
  const corporate = corporateOffice(content);
  const companyWhatsapp = corporate?.whatsapp;
  const contactPage = { label: 'the contact section', href: '/contact' };
  const distributionPage = { label: 'our distribution network', href: '/distribution' };
  const distributionDesk = content.enquiryRouting.topicDesks.find((desk) => desk.topic === 'distribution');
  const team = (label: string, contact: { phone: string; email: string }, page = contactPage) => ({
    label,
    phone: contact.phone,
    email: contact.email,
    whatsapp: companyWhatsapp,
    page,
  });
  return {
    general: team(`our corporate office in ${content.company.headquarters.city}`, contacts.general),
    sales: team('our sales team', contacts.sales),
    support: team('our support team', contacts.support),
    storeHelp: team('our store help desk', contacts.support, { label: 'our retail stores', href: '/retail' }),
    hr: team('our HR team', contacts.hr, { label: 'the careers page', href: '/careers' }),
    /** Who a dealer talks to: the desk the enquiry routing sends dealers to, else the sales team. */
    dealers: distributionDesk
      ? team(`our ${distributionDesk.name.toLowerCase()}`, distributionDesk, distributionPage)
      : team('our sales team', contacts.sales, distributionPage),
    office(branch: Branch): HumanContact {
      return {
        label: `the ${branch.name} (${branch.city})`,
        phone: branch.phone ?? branch.helpline,
        email: branch.email,
        whatsapp: branch.whatsapp ?? companyWhatsapp,
        page: { label: 'our distribution network', href: '/distribution' },
        callBackOffer: callBackOffer(branch),
      };
    },
    store(store: Store): HumanContact {
      return {
        label: store.name,
        phone: store.phone,
        email: store.email,
        whatsapp: store.whatsapp ?? companyWhatsapp,
        page: { label: 'our retail stores', href: '/retail' },
      };
    },
  };
}

/** 'Leave your number and the Siliguri office will call you', opening the form with that office chosen. */
function callBackOffer(branch: Branch): string {
  return markdownLink(enquiryHandoverOffer(branch.city), enquiryFormHref(branch.id));
}

/** Longest question carried into the WhatsApp chat and the e-mail, so the link stays short. */
const PREFILLED_QUESTION_LENGTH = 300;

/** WhatsApp's click-to-chat link: the number in international form without '+', the text prefilled. */
export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/**
 * The ways to reach a person, as links: call, e-mail (with the question as the body) and
 * WhatsApp (with the question prefilled). Every link comes from the content.
 */
function contactLinks(contact: HumanContact, question: string): string {
  const prefilled = question.trim().slice(0, PREFILLED_QUESTION_LENGTH);
  const links = [
    ...(contact.phone ? [`call ${markdownLink(contact.phone, telHref(contact.phone))}`] : []),
    ...(contact.email
      ? [
          `email ${markdownLink(contact.email, mailtoHref(contact.email, 'Question from the website', prefilled))}`,
        ]
      : []),
    ...(contact.whatsapp
      ? [`message us on ${markdownLink('WhatsApp', whatsappHref(contact.whatsapp, prefilled))}`]
      : []),
  ];
  return `${links.slice(0, -1).join(', ')}${links.length > 1 ? ' or ' : ''}${links.at(-1) ?? ''}`;
}

/** 'To talk to a person, call …, email … or message us on WhatsApp (…). More on the contact section.' */
export function handoverParagraph(
  contact: HumanContact,
  question: string,
  lead = 'To talk to a person at',
): string {
  const offer = contact.callBackOffer ? ` Or ${contact.callBackOffer}.` : '';
  return `${lead} ${contact.label}, ${contactLinks(contact, question)}.${offer}`;
}
