import type { Branch } from '#content/index.js';
import { useText } from '#web/app/page-context.js';
import { Island } from '#web/islands/island.js';
import { EnquiryButton } from './enquiry-button.island.js';
import { enquiryButtonTemplates } from './enquiry-button-text.js';
import { useEnquirySetup } from './enquiry-setup-of-content.js';

/** A branch card's enquiry button: the form opens with that office chosen. */
export function OfficeEnquiryButton({ branch }: { branch: Branch }) {
  const text = useText();
  return (
    <Island
      component={EnquiryButton}
      props={{
        label: text(enquiryButtonTemplates.office, { office: branch.name }),
        prefill: { office: { id: branch.id, name: branch.name } },
        setup: useEnquirySetup(),
        variant: 'secondary',
      }}
      hydrate="visible"
    />
  );
}
