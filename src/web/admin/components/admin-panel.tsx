import { type ReactNode, useId } from 'react';

type AdminPanelProps = {
  title: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3;
};

/** A titled white panel, a labelled region of the page. */
export function AdminPanel({ title, actions, children, headingLevel = 3 }: AdminPanelProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  );
}
