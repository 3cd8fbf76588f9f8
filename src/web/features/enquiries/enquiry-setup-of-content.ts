import { legalName, type SiteContent } from '#content/index.js';
import type { EnquirySetup } from './enquiry-setup.js';

/** The enquiry form's setup from the published content, for a page to give its islands. */
export function enquirySetup(content: SiteContent): EnquirySetup {
  return {
    companyName: legalName(content),
    contactEmail: content.company.contacts.general.email,
    offices: content.branches.offices.map((office) => ({ id: office.id, name: office.name })),
  };
}
