import { BranchGrid } from '#web/components/contact/branch-grid.js';
import { PageSection } from '#web/components/ui/page-section.js';
import { OfficeEnquiryButton } from '#web/features/enquiries/index.js';

/** 'Visit Our Branches': the corporate office across the full width, then the branches. */
export function BranchesSection() {
  return (
    <PageSection headingId="branches-heading" title="Visit Our Branches">
      <BranchGrid officeAction={(branch) => <OfficeEnquiryButton branch={branch} />} />
    </PageSection>
  );
}
