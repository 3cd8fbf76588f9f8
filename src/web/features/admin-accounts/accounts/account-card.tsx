import { type StaffAccountListItem, staffRoleLabels } from '#shared/accounts.js';
import { formatDateTime } from '#web/admin/lib/format.js';
import { AccountActions } from './account-actions.js';
import { accountStatusClass, accountStatusLabels } from './account-status.js';
import type { IssuedLink } from './invitation-link-panel.js';

type AccountCardProps = {
  account: StaffAccountListItem;
  /** Office names by id, to name a branch account's branches. */
  officeNames: ReadonlyMap<string, string>;
  onLinkIssued: (issued: IssuedLink) => void;
  onDeleted: (name: string) => void;
};

/** One person's account: who, role, branches, status, last sign-in, and what the owner may do to it. */
export function AccountCard({ account, officeNames, onLinkIssued, onDeleted }: AccountCardProps) {
  const branches = account.branchKeys.map((key) => officeNames.get(key) ?? key).join(', ');
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-semibold text-slate-900">{account.name}</h4>
          <p className="break-all text-sm text-slate-700">{account.email}</p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${accountStatusClass[account.status]}`}
        >
          {accountStatusLabels[account.status]}
        </span>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">Role</dt>
          <dd className="font-medium text-slate-900">{staffRoleLabels[account.role]}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Branches</dt>
          <dd className="text-slate-900">{account.role === 'branch' ? branches || 'None chosen' : '–'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Last sign-in</dt>
          <dd className="text-slate-900">
            {account.lastSignInAt ? formatDateTime(account.lastSignInAt) : 'Never'}
          </dd>
        </div>
      </dl>
      <AccountActions account={account} onLinkIssued={onLinkIssued} onDeleted={onDeleted} />
    </li>
  );
}
