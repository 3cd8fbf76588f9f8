import { branchOffices, corporateOffice } from '../../../content/index.js';
import { BranchCard } from '../../components/contact/branch-card.js';

/** 'Visit Our Branches': the corporate office across the full width, then the branches. */
export function BranchesSection() {
  return (
    <section aria-labelledby="branches-heading" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h2 id="branches-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        Visit Our Branches
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <li className="sm:col-span-2 lg:col-span-4">
          <BranchCard branch={corporateOffice} />
        </li>
        {branchOffices.map((branch) => (
          <li key={branch.id}>
            <BranchCard branch={branch} />
          </li>
        ))}
      </ul>
    </section>
  );
}
