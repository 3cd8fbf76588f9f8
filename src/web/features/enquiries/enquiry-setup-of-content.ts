import { legalName } from '#content/index.js';
import { ENQUIRY_MESSAGE_MAX_LENGTH } from '#shared/enquiries.js';
import { defaultLanguageOf } from '#shared/languages.js';
import { usePageContext } from '#web/app/page-context.js';
import { phrasebookOf } from '#web/app/phrasebook.js';
import { enquiryFormSources } from './enquiry-form-text.js';
import type { EnquirySetup } from './enquiry-setup.js';

/**
 * The enquiry form's setup from the published content, for a page to give its islands, with the
 * form's texts in the page's language (none on an English page: the form's sources are English).
 */
export function useEnquirySetup(): EnquirySetup {
  const { content, text, language, languages } = usePageContext();
  const companyName = legalName(content);
  const contactEmail = content.company.contacts.general.email;
  return {
    companyName,
    contactEmail,
    offices: content.branches.offices.map((office) => ({ id: office.id, name: office.name })),
    phrases: phrasebookOf(text, enquiryFormSources(), {
      companyName,
      contactEmail,
      max: new Intl.NumberFormat(language.tag).format(ENQUIRY_MESSAGE_MAX_LENGTH),
    }),
    languageTag: language === defaultLanguageOf(languages) ? undefined : language.tag,
  };
}
