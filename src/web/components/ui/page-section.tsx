import type { ReactNode } from 'react';

type PageSectionProps = {
  /** The heading's id: the section is labelled by it. */
  headingId: string;
  title: ReactNode;
  /** A line under the heading. */
  intro?: ReactNode;
  /** The section's own id, where a path scrolls to it (#services, #about, #contact). */
  id?: string;
  /** 'center' centres the heading over an accent bar, as the home and products pages do. */
  align?: 'start' | 'center';
  /** The band's background: none, light grey, or the brand's dark blue with white text. */
  tone?: 'plain' | 'shaded' | 'dark';
  /** The content spans the whole width (the partner logo strip) rather than the page's column. */
  fullWidth?: boolean;
  children: ReactNode;
};

const bandClass = { plain: '', shaded: 'bg-slate-50', dark: 'bg-brand-900 text-white' };

/**
 * A band of a page: a section labelled by its h2, in the page's column (max width, side padding),
 * with the page's vertical rhythm; the content follows the heading at a set distance. The browser
 * renders it only when it comes near the viewport (`render-when-near`, main.css).
 */
export function PageSection({
  headingId,
  title,
  intro,
  id,
  align = 'start',
  tone = 'plain',
  fullWidth = false,
  children,
}: PageSectionProps) {
  const dark = tone === 'dark';
  const centred = align === 'center';
  const content = <div className={centred ? 'mt-12' : 'mt-8'}>{children}</div>;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`render-when-near ${bandClass[tone]} ${centred ? 'py-16 sm:py-20' : 'py-12 sm:py-16'}`}
    >
      <div className="mx-auto max-w-6xl px-4">
        {centred ? (
          <div className="mx-auto max-w-3xl text-center">
            <h2
              id={headingId}
              className={`text-3xl font-bold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-brand-900'}`}
            >
              {title}
            </h2>
            <span aria-hidden="true" className="mx-auto mt-4 block h-1 w-16 rounded-full bg-accent-500" />
            {intro && <p className={`mt-4 text-lg ${dark ? 'text-slate-200' : 'text-slate-600'}`}>{intro}</p>}
          </div>
        ) : (
          <>
            <h2
              id={headingId}
              className={`text-2xl font-bold sm:text-3xl ${dark ? 'text-white' : 'text-brand-900'}`}
            >
              {title}
            </h2>
            {intro && (
              <p className={`mt-2 max-w-3xl ${dark ? 'text-brand-50' : 'text-slate-700'}`}>{intro}</p>
            )}
          </>
        )}
        {!fullWidth && content}
      </div>
      {fullWidth && content}
    </section>
  );
}
