import type { Company } from '#content/index.js';
import type { Translate } from '#web/app/interface-text.js';

/** The four figures of the About block; all but the founding year count up when first seen. */
export type AboutStatistic =
  | { key: 'established'; label: string; value: number; suffix: ''; animated: false }
  | { key: AnimatedStatisticKey; label: string; value: number; suffix: '+'; animated: true };

export type AnimatedStatisticKey = 'branches' | 'happyClients' | 'years';

/** The figures with their labels in the page's language (`text`). */
export function aboutStatistics(company: Company, text: Translate): AboutStatistic[] {
  return [
    {
      key: 'established',
      label: text('Established'),
      value: company.foundedYear,
      suffix: '',
      animated: false,
    },
    {
      key: 'branches',
      label: text('Branch Locations'),
      value: company.counters.branches,
      suffix: '+',
      animated: true,
    },
    {
      key: 'happyClients',
      label: text('Happy Clients'),
      value: company.counters.happyClients,
      suffix: '+',
      animated: true,
    },
    {
      key: 'years',
      label: text('Years of Experience'),
      value: company.counters.years,
      suffix: '+',
      animated: true,
    },
  ];
}
