import { Check, Copy, Download } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { downloadBlob } from '#web/admin/lib/download-blob.js';
import { useCopyText } from '#web/admin/lib/use-copy-text.js';

type RecoveryCodesShownProps = { codes: string[]; onDone: () => void };

/**
 * New recovery codes, shown this once (the server keeps only their hashes): it takes the focus when
 * it appears, and the codes copy or download as a text file to keep somewhere safe.
 */
export function RecoveryCodesShown({ codes, onDone }: RecoveryCodesShownProps) {
  const panelRef = useRef<HTMLElement>(null);
  const codesId = useId();
  const { copied, copy } = useCopyText(codesId);
  const text = `${codes.join('\n')}\n`;

  useEffect(() => panelRef.current?.focus(), []);

  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby={`${codesId}-title`}
      className="space-y-3 rounded-xl border border-green-300 bg-green-50 p-4 outline-offset-2"
    >
      <h2 id={`${codesId}-title`} className="font-semibold text-green-900">
        Your recovery codes
      </h2>
      <p className="text-sm text-slate-800">
        Save them now, somewhere safe and not on this device alone: they are shown only this once. Each code
        signs you in once when you cannot use your passkey or app.
      </p>
      <div>
        <label htmlFor={codesId} className="block text-sm font-medium text-slate-800">
          Recovery codes
        </label>
        <textarea
          id={codesId}
          readOnly
          rows={codes.length}
          value={text.trimEnd()}
          onFocus={(event) => event.target.select()}
          className="mt-1 block w-full max-w-xs rounded-lg border border-slate-400 bg-white px-3 py-2 font-mono text-sm text-slate-900"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <AdminButton variant="primary" onClick={() => copy(text)}>
          {copied === 'copied' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          Copy codes
        </AdminButton>
        <AdminButton
          onClick={() => downloadBlob(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt')}
        >
          <Download aria-hidden="true" className="size-4" />
          Download as text
        </AdminButton>
        <AdminButton onClick={onDone}>I have saved them</AdminButton>
      </div>
      <p role="status" className="text-sm text-slate-800">
        {copied === 'copied' && 'Codes copied.'}
        {copied === 'failed' &&
          'Copying is not allowed here: the codes are selected, press Ctrl+C to copy them.'}
      </p>
    </section>
  );
}
