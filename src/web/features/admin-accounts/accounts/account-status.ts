import type { AccountStatus } from '#shared/accounts.js';

/** How the Users tab names an account's status. */
export const accountStatusLabels: Record<AccountStatus, string> = {
  invited: 'Invited (no password yet)',
  active: 'Active',
  disabled: 'Disabled',
};

export const accountStatusClass: Record<AccountStatus, string> = {
  invited: 'bg-amber-100 text-amber-900',
  active: 'bg-green-100 text-green-900',
  disabled: 'bg-slate-200 text-slate-800',
};
