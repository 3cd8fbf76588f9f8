type CountedTabLabelProps = {
  label: string;
  /** Nothing shows while undefined or 0. */
  count: number | undefined;
  /** The count in words, for screen readers and on hover: '3 samples left'. */
  words: (count: number) => string;
  tone: 'notice' | 'new';
};

const toneClasses = {
  notice: 'bg-amber-100 text-amber-900',
  new: 'bg-brand-600 text-white',
};

/**
 * A tab's name with a count beside it ("Site Content 262", "Enquiries 1"). The count may come or
 * change at any moment, so the tab keeps its room from the start: were it to grow then, the tabs
 * after it would move under a click already on its way (it would land on this tab instead). The
 * eye gets the number; the words are for screen readers, and on hover.
 */
export function CountedTabLabel({ label, count, words, tone }: CountedTabLabelProps) {
  const counted = count !== undefined && count > 0;
  return (
    <>
      {label}
      <span className="ml-1 inline-flex w-8 justify-start">
        {counted && (
          <span
            aria-hidden="true"
            title={words(count)}
            className={`rounded-full px-1.5 text-xs font-bold ${toneClasses[tone]}`}
          >
            {count}
          </span>
        )}
      </span>
      {counted && <span className="sr-only"> ({words(count)})</span>}
    </>
  );
}
