/**
 * Classes for the last item of a grid of `count` items with 2 columns from `sm` and 4 from `lg`,
 * so it widens to fill its row instead of leaving a hole beside it. Whole class names, written
 * out, so Tailwind finds them.
 */
const largeSpan: Record<number, string> = {
  1: 'lg:col-span-1',
  2: 'lg:col-span-2',
  3: 'lg:col-span-3',
  4: 'lg:col-span-4',
};

export function lastRowFill(index: number, count: number): string {
  if (index !== count - 1) return '';
  const smallColumns = 2 - ((count - 1) % 2);
  const largeColumns = 4 - ((count - 1) % 4);
  const classes = smallColumns === 2 ? ['sm:col-span-2'] : [];
  // Where `lg` wants another width than `sm` gave (narrower included), say so.
  if (largeColumns !== smallColumns) classes.push(largeSpan[largeColumns] ?? '');
  return classes.join(' ');
}
