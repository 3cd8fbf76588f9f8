import { useState } from 'react';
import { adminErrorMessage } from '#web/admin/api/admin-caller.js';
import { useOffices } from '#web/admin/api/offices-query.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { LiveMessage, type LiveMessageContent } from '#web/admin/components/live-message.js';
import { AccountCard } from './account-card.js';
import { useAccounts } from './accounts-queries.js';
import { InvitationLinkPanel, type IssuedLink } from './invitation-link-panel.js';
import { InviteForm } from './invite-form.js';
import { SecondFactorPolicyPanel } from './second-factor-policy-panel.js';

/**
 * The owner's Users tab (issue 26): invite a person, see the link once to pass on, and look after
 * every account (role, disable, password reset, sessions, deletion); choose the roles that must
 * use a second factor.
 */
export function UsersTab() {
  const accounts = useAccounts();
  const offices = useOffices();
  const [issued, setIssued] = useState<IssuedLink | null>(null);
  const [news, setNews] = useState<LiveMessageContent | null>(null);
  const officeNames = new Map((offices.data ?? []).map((office) => [office.id, office.name]));

  return (
    <div className="space-y-4">
      <AdminPanel title="Invite a person" headingLevel={2}>
        <p className="mb-3 text-sm text-slate-700">
          They get a link to choose their own password. It works once, for 72 hours; it is e-mailed when a
          mail server is set up, and shown here once for you to copy.
        </p>
        <InviteForm onInvited={(invitation) => setIssued({ ...invitation, reset: false })} />
      </AdminPanel>
      {issued && (
        <InvitationLinkPanel key={issued.invitationUrl} issued={issued} onDone={() => setIssued(null)} />
      )}
      <AdminPanel
        title={accounts.data ? `Accounts (${accounts.data.length})` : 'Accounts'}
        headingLevel={2}
        actions={accounts.isError && <AdminButton onClick={() => accounts.refetch()}>Retry</AdminButton>}
      >
        <LiveMessage message={news} />
        {accounts.isPending && <p className="text-sm text-slate-700">Loading the accounts...</p>}
        {accounts.isError && (
          <p role="alert" className="text-sm text-red-700">
            The accounts could not be loaded: {adminErrorMessage(accounts.error)}
          </p>
        )}
        {accounts.data?.length === 0 && <p className="text-sm text-slate-700">No accounts yet.</p>}
        <ul className="mt-2 space-y-3">
          {accounts.data?.map((account) => (
            <AccountCard
              key={account.id}
              account={account}
              officeNames={officeNames}
              onLinkIssued={(link) => {
                setNews(null);
                setIssued(link);
              }}
              onDeleted={(name) => setNews({ kind: 'success', text: `The account of ${name} is deleted.` })}
            />
          ))}
        </ul>
      </AdminPanel>
      <SecondFactorPolicyPanel />
    </div>
  );
}
