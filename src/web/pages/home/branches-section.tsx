import { branchOffices, enquiryButtonLabel, enquiryInvitation, operatingStates } from '#content/index.js';
import { sayList } from '#web/app/interface-text.js';
import { useSiteContent, useText } from '#web/app/page-context.js';
import { BranchGrid } from '#web/components/contact/branch-grid.js';
import { PageSection } from '#web/components/ui/page-section.js';
import { EnquiryButton, OfficeEnquiryButton, useEnquirySetup } from '#web/features/enquiries/index.js';
import { Island } from '#web/islands/island.js';

/** 'Our Branches', the target of /contact: the corporate office first, then every branch. */
export function BranchesSection() {
  const content = useSiteContent();
  const text = useText();
  const { company } = content;
  return (
    <PageSection
      id="contact"
      headingId="branches-heading"
      title={text('Our Branches')}
      intro={text('Our corporate office in {city} and {count, number} branches across {states}.', {
        city: company.headquarters.city,
        count: branchOffices(content).length,
        states: sayList(
          operatingStates(content).map((state) => text(state)),
          text,
        ),
      })}
      align="center"
    >
      <div
        id="enquiry"
        className="mb-10 flex flex-col items-center gap-3 rounded-2xl bg-brand-50 px-6 py-6 text-center"
      >
        <p className="text-lg font-medium text-slate-800">{text(enquiryInvitation)}</p>
        <Island
          component={EnquiryButton}
          props={{
            label: text(enquiryButtonLabel),
            prefill: {},
            setup: useEnquirySetup(),
            openFromAddress: true,
          }}
        />
      </div>
      <BranchGrid officeAction={(branch) => <OfficeEnquiryButton branch={branch} />} />
    </PageSection>
  );
}

/** 'West Bengal, Bihar and Jharkhand': the states are the content's, the 'and' the page's language. */
