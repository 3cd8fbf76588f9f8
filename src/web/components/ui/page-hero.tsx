import type { ReactNode } from 'react';

type PageHeroProps = {
  heading: string;
  text: string;
  /** The page's name above the heading, where the heading says more than the name. */
  eyebrow?: string;
  align?: 'start' | 'center';
  /** Figures under the text. */
  children?: ReactNode;
};

/** The band at the top of a page: its h1 and a line about it, on the brand's gradient. */
export function PageHero({ heading, text, eyebrow, align = 'start', children }: PageHeroProps) {
  const centred = align === 'center';
  return (
    <section
      aria-labelledby="page-heading"
      className="bg-linear-to-br from-brand-900 to-brand-700 text-white"
    >
      <div className={`mx-auto max-w-6xl px-4 py-14 sm:py-20 ${centred ? 'text-center' : ''}`}>
        {eyebrow && (
          <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-brand-100">{eyebrow}</p>
        )}
        <h1 id="page-heading" className="text-3xl font-bold tracking-tight sm:text-5xl">
          {heading}
        </h1>
        <p className={`mt-4 max-w-2xl text-lg leading-relaxed text-brand-50 ${centred ? 'mx-auto' : ''}`}>
          {text}
        </p>
        {children}
      </div>
    </section>
  );
}
