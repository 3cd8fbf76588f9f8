import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { type InvitationIssued, staffRoleLabels } from '#shared/accounts.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { formatDateTime } from '#web/admin/lib/format.js';
import { useCopyText } from '#web/admin/lib/use-copy-text.js';

export type IssuedLink = InvitationIssued & { reset: boolean };

/**
 * A new invitation (or password reset) link, shown this once: the server keeps only its hash. It
 * takes the focus when it appears, says whether it was e-mailed, and copies with one button.
 */
export function InvitationLinkPanel({ issued, onDone }: { issued: IssuedLink; onDone: () => void }) {
  const panelRef = useRef<HTMLElement>(null);
  const inputId = useId();
  const { copied, copy } = useCopyText(inputId);
  const { account } = issued;

  useEffect(() => panelRef.current?.focus(), []);

  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby={`${inputId}-title`}
      className="space-y-3 rounded-xl border border-green-300 bg-green-50 p-4 outline-offset-2"
    >
      <h3 id={`${inputId}-title`} className="font-semibold text-green-900">
        {issued.reset ? `New password link for ${account.name}` : `${account.name} is invited`}
      </h3>
      <p className="text-sm text-slate-800">
        {issued.emailed
          ? `The link was e-mailed to ${account.email}. `
          : `The link was not e-mailed (no mail server is set up, or it did not answer): send it to ${account.email} yourself. `}
        It signs them in as {staffRoleLabels[account.role]}, works once, until{' '}
        {formatDateTime(issued.expiresAt)}, and is shown only now.
      </p>
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          Link for {account.name}
        </label>
        <input
          id={inputId}
          readOnly
          value={issued.invitationUrl}
          onFocus={(event) => event.target.select()}
          className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 font-mono text-xs text-slate-900"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <AdminButton variant="primary" onClick={() => copy(issued.invitationUrl)}>
          {copied === 'copied' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          Copy link
        </AdminButton>
        <AdminButton onClick={onDone}>Done</AdminButton>
        <p role="status" className="text-sm text-slate-800">
          {copied === 'copied' && 'Link copied.'}
          {copied === 'failed' &&
            'Copying is not allowed here: the link is selected, press Ctrl+C to copy it.'}
        </p>
      </div>
    </section>
  );
}
