import { branches, branchOffices, company, joinAsSentence } from '../../../content/index.js';
import { BranchCard } from '../../components/contact/branch-card.js';
import { SectionHeading } from '../../components/ui/section-heading.js';

/** 'Our Branches', the target of /contact: the corporate office first, then every branch. */
export function BranchesSection() {
  return (
    <section id="contact" aria-labelledby="branches-heading" className="bg-white px-4 py-16 sm:py-20">
      <SectionHeading
        id="branches-heading"
        intro={`Our corporate office in ${company.headquarters.city} and ${branchOffices.length} branches across ${joinAsSentence(company.states)}.`}
      >
        Our Branches
      </SectionHeading>
      <div className="mx-auto mt-12 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {branches.map((branch) => (
          <BranchCard key={branch.id} branch={branch} />
        ))}
      </div>
    </section>
  );
}
