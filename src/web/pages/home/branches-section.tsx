import { branchOffices, joinAsSentence, operatingStates } from '#content/index.js';
import { useSiteContent } from '#web/app/page-context.js';
import { BranchGrid } from '#web/components/contact/branch-grid.js';
import { PageSection } from '#web/components/ui/page-section.js';

/** 'Our Branches', the target of /contact: the corporate office first, then every branch. */
export function BranchesSection() {
  const content = useSiteContent();
  const { company } = content;
  return (
    <PageSection
      id="contact"
      headingId="branches-heading"
      title="Our Branches"
      intro={`Our corporate office in ${company.headquarters.city} and ${branchOffices(content).length} branches across ${joinAsSentence(operatingStates(content))}.`}
      align="center"
    >
      <BranchGrid />
    </PageSection>
  );
}
