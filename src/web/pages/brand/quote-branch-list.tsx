import { Phone } from 'lucide-react';
import { type Branch, branchLabel, quoteBranches, telHref } from '../../../content/index.js';

type QuoteBranchListProps = {
  id: string;
  productName: string;
  open: boolean;
};

function branchPhone(branch: Branch): string | undefined {
  return branch.phone ?? branch.helpline;
}

/**
 * The branches to call for a quote, under the product whose Get Quote button controls it. The
 * element always exists (so `aria-controls` always points somewhere) and is hidden when closed.
 * It is capped at 14rem and scrolls; being focusable lets keyboard users scroll it too.
 */
export function QuoteBranchList({ id, productName, open }: QuoteBranchListProps) {
  return (
    <section
      id={id}
      hidden={!open}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to focus the list to scroll it
      tabIndex={0}
      aria-label={`Branches to call for a ${productName} quote`}
      className="mt-4 max-h-56 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50"
    >
      {open && (
        <>
          <p className="border-b border-slate-200 px-3 py-2 text-sm font-semibold text-slate-700">
            Call your nearest branch for a quote:
          </p>
          <ul className="divide-y divide-slate-200">
            {quoteBranches.map((branch) => {
              const phone = branchPhone(branch);
              return (
                <li
                  key={branch.id}
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2"
                >
                  <span className="font-medium text-slate-900">{branchLabel(branch)}</span>
                  {phone && (
                    <a
                      href={telHref(phone)}
                      aria-label={`Call ${branchLabel(branch)}: ${phone}`}
                      className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      <Phone aria-hidden="true" className="size-3.5" />
                      {phone}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
