import type { Stat } from '#content/index.js';

type FigureTilesProps = {
  figures: readonly Stat[];
  /** The list's layout: its grid or flex classes and its distance from what is above. */
  className: string;
};

/** Headline figures ('15+' Brand Partners) as tiles on a dark band, each a term and its value. */
export function FigureTiles({ figures, className }: FigureTilesProps) {
  return (
    <dl className={className}>
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col-reverse rounded-xl bg-white/10 px-6 py-5 text-center ring-1 ring-white/20"
        >
          <dt className="mt-1 text-sm text-brand-50 sm:text-base">{figure.label}</dt>
          <dd className="text-3xl font-bold sm:text-4xl">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
