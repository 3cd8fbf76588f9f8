import { type Branch, corporateOffice, officesHeadFirst } from '#content/index.js';
import { useSiteContent } from '#web/app/page-context.js';
import { lastRowFill } from '#web/components/ui/last-row-fill.js';
import { BranchCard } from './branch-card.js';

/**
 * Every office: the corporate office across the whole width, then the branches four to a row
 * (two on tablets), the last one widened so no row has a hole.
 */
export function BranchGrid() {
  const content = useSiteContent();
  const head = corporateOffice(content);
  const branches = officesHeadFirst(content).filter((office: Branch) => office !== head);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {head && (
        <li className="sm:col-span-2 lg:col-span-4">
          <BranchCard branch={head} />
        </li>
      )}
      {branches.map((branch, index) => (
        <li key={branch.id} className={lastRowFill(index, branches.length)}>
          <BranchCard branch={branch} />
        </li>
      ))}
    </ul>
  );
}
