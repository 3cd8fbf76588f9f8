import type { Company } from '#content/index.js';

/** The four figures of the About block; all but the founding year count up when first seen. */
export type AboutStatistic =
  | { key: 'established'; label: string; value: number; suffix: ''; animated: false }
  | { key: AnimatedStatisticKey; label: string; value: number; suffix: '+'; animated: true };

export type AnimatedStatisticKey = 'branches' | 'happyClients' | 'years';

export function aboutStatistics(company: Company): AboutStatistic[] {
  return [
    { key: 'established', label: 'Established', value: company.foundedYear, suffix: '', animated: false },
    {
      key: 'branches',
      label: 'Branch Locations',
      value: company.counters.branches,
      suffix: '+',
      animated: true,
    },
    {
      key: 'happyClients',
      label: 'Happy Clients',
      value: company.counters.happyClients,
      suffix: '+',
      animated: true,
    },
    {
      key: 'years',
      label: 'Years of Experience',
      value: company.counters.years,
      suffix: '+',
      animated: true,
    },
  ];
}
