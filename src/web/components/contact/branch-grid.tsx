import type { ReactNode } from 'react';
import { type Branch, corporateOffice, officesHeadFirst } from '#content/index.js';
import { useSiteContent } from '#web/app/page-context.js';
import { lastRowFill } from '#web/components/ui/last-row-fill.js';
import { BranchCard } from './branch-card.js';

/**
 * Every office: the corporate office across the whole width, then the branches four to a row
 * (two on tablets), the last one widened so no row has a hole. `officeAction` adds a page's control
 * to each card.
 */
export function BranchGrid({ officeAction }: { officeAction?: (branch: Branch) => ReactNode }) {
  const content = useSiteContent();
  const head = corporateOffice(content);
  const branches = officesHeadFirst(content).filter((office: Branch) => office !== head);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {head && (
        <li className="sm:col-span-2 lg:col-span-4">
          <BranchCard branch={head} action={officeAction?.(head)} />
        </li>
      )}
      {branches.map((branch, index) => (
        <li key={branch.id} className={lastRowFill(index, branches.length)}>
          <BranchCard branch={branch} action={officeAction?.(branch)} />
        </li>
      ))}
    </ul>
  );
}
