type SectionHeadingProps = {
  id: string;
  title: string;
  intro?: string;
};

/** The centred h2 (and optional intro) that opens each section of the portfolio page. */
export function SectionHeading({ id, title, intro }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 id={id} className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-3 text-lg text-slate-700">{intro}</p>}
    </div>
  );
}
