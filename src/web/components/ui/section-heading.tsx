import type { ReactNode } from 'react';

type SectionHeadingProps = {
  id: string;
  children: ReactNode;
  intro?: ReactNode;
  /** Light text for sections on a dark background. */
  inverted?: boolean;
};

/** A page section's centred h2 (the section is labelled by its `id`) and an optional line below it. */
export function SectionHeading({ id, children, intro, inverted = false }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2
        id={id}
        className={`text-3xl font-bold tracking-tight sm:text-4xl ${inverted ? 'text-white' : 'text-brand-900'}`}
      >
        {children}
      </h2>
      <span aria-hidden="true" className="mx-auto mt-4 block h-1 w-16 rounded-full bg-accent-500" />
      {intro && <p className={`mt-4 text-lg ${inverted ? 'text-slate-200' : 'text-slate-600'}`}>{intro}</p>}
    </div>
  );
}
