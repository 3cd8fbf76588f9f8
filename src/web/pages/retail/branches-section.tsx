import { useText } from '#web/app/page-context.js';
import { BranchGrid } from '#web/components/contact/branch-grid.js';
import { PageSection } from '#web/components/ui/page-section.js';
import { OfficeEnquiryButton } from '#web/features/enquiries/index.js';

/** 'Visit Our Branches': the corporate office across the full width, then the branches. */
export function BranchesSection() {
  const text = useText();
  return (
    <PageSection headingId="branches-heading" title={text('Visit Our Branches')}>
      <BranchGrid officeAction={(branch) => <OfficeEnquiryButton branch={branch} />} />
    </PageSection>
  );
}
