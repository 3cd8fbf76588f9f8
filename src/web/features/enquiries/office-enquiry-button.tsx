import { type Branch, officeEnquiryButtonLabel } from '#content/index.js';
import { useSiteContent } from '#web/app/page-context.js';
import { Island } from '#web/islands/island.js';
import { EnquiryButton } from './enquiry-button.island.js';
import { enquirySetup } from './enquiry-setup-of-content.js';

/** A branch card's enquiry button: the form opens with that office chosen. */
export function OfficeEnquiryButton({ branch }: { branch: Branch }) {
  const content = useSiteContent();
  return (
    <Island
      component={EnquiryButton}
      props={{
        label: officeEnquiryButtonLabel(branch.name),
        prefill: { office: { id: branch.id, name: branch.name } },
        setup: enquirySetup(content),
        variant: 'secondary',
      }}
      hydrate="visible"
    />
  );
}
