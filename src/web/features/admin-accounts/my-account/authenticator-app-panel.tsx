import { type FormEvent, useState } from 'react';
import { type FactorAdded, type TotpEnrollment, totpCodeSchema } from '#shared/second-factor.js';
import { adminErrorMessage } from '#web/admin/api/admin-caller.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog.js';
import { LiveMessage, type LiveMessageContent } from '#web/admin/components/live-message.js';
import { TextField } from '#web/admin/components/text-field.js';
import { ApiError } from '#web/lib/api-client.js';
import { useConfirmTotp, useRemoveTotp, useStartTotp } from './my-account-queries.js';
import { QrCode } from './qr-code.js';

type AuthenticatorAppPanelProps = {
  enabled: boolean;
  onAdded: (added: FactorAdded) => void;
};

/** The key in groups of four, as people type it into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * An authenticator app (TOTP), for devices without passkeys: set up with a QR code scanned by the
 * app, or the key beside it typed in (or the otpauth link opened on this device), all shown once;
 * turned on with a first code, turned off.
 */
export function AuthenticatorAppPanel({ enabled, onAdded }: AuthenticatorAppPanelProps) {
  const [enrollment, setEnrollment] = useState<TotpEnrollment | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [message, setMessage] = useState<LiveMessageContent | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const remove = useRemoveTotp();

  async function begin() {
    setMessage(null);
    try {
      setEnrollment(await start.mutateAsync(undefined));
    } catch (error) {
      setMessage({ kind: 'error', text: adminErrorMessage(error) });
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirm.isPending) return;
    const checked = totpCodeSchema.safeParse(code);
    if (!checked.success) {
      setCodeError(checked.error.issues[0]?.message);
      return;
    }
    setCodeError(undefined);
    try {
      const added = await confirm.mutateAsync(checked.data);
      setEnrollment(null);
      setCode('');
      setMessage({ kind: 'success', text: 'The authenticator app is on.' });
      onAdded(added);
    } catch (error) {
      // A wrong code is the field's; anything else is the panel's.
      const fieldMessage = error instanceof ApiError ? error.fields.code : undefined;
      if (fieldMessage) setCodeError(fieldMessage);
      else setMessage({ kind: 'error', text: adminErrorMessage(error) });
    }
  }

  return (
    <AdminPanel title="Authenticator app" headingLevel={2}>
      <p className="mb-3 text-sm text-slate-700">
        {enabled
          ? 'On: after your password, the sign-in asks for the code your app shows.'
          : 'Off. An app such as Google Authenticator, Microsoft Authenticator or 2FAS shows a new 6-digit code every 30 seconds; use it where passkeys do not work.'}
      </p>
      {enabled && (
        <AdminButton
          onClick={() => {
            remove.reset();
            setTurningOff(true);
          }}
        >
          Turn off the authenticator app
        </AdminButton>
      )}
      {!enabled && !enrollment && (
        <AdminButton variant="primary" disabled={start.isPending} onClick={begin}>
          {start.isPending ? 'Starting...' : 'Set up an authenticator app'}
        </AdminButton>
      )}
      {!enabled && enrollment && (
        <div className="space-y-3">
          <p className="text-sm text-slate-800">
            1. In your app, add an account and scan this code, or type the key beside it (or open the link on
            the device that has the app). They are shown only now.
          </p>
          <div className="flex flex-wrap items-start gap-4">
            <QrCode value={enrollment.uri} label="QR code to scan with your authenticator app" />
            <div className="min-w-64 flex-1">
              <TextField
                label="Setup key"
                value={grouped(enrollment.secret)}
                onChange={() => undefined}
                readOnly
                className="mt-1 block w-full rounded-lg border border-slate-400 bg-slate-50 px-3 py-2 font-mono text-base tracking-wide text-slate-900"
              />
            </div>
          </div>
          <TextField
            label="Setup link"
            value={enrollment.uri}
            onChange={() => undefined}
            readOnly
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900"
          />
          <a href={enrollment.uri} className="inline-block text-sm font-semibold text-brand-700 underline">
            Open the link in an authenticator app on this device
          </a>
          <form className="space-y-3" aria-label="Turn on the authenticator app" onSubmit={submit} noValidate>
            <p className="text-sm text-slate-800">2. Enter the code the app shows now.</p>
            <TextField
              label="Code from the app"
              hint="Six digits, for example 123456."
              value={code}
              onChange={setCode}
              error={codeError}
              autoComplete="one-time-code"
              inputMode="numeric"
            />
            <div className="flex flex-wrap gap-2">
              <AdminButton type="submit" variant="primary" disabled={confirm.isPending}>
                {confirm.isPending ? 'Checking...' : 'Turn on'}
              </AdminButton>
              <AdminButton
                onClick={() => {
                  setEnrollment(null);
                  setCode('');
                  setCodeError(undefined);
                }}
              >
                Cancel
              </AdminButton>
            </div>
          </form>
        </div>
      )}
      <div className="mt-3">
        <LiveMessage message={message} />
      </div>
      {turningOff && (
        <ConfirmDialog
          title="Turn off the authenticator app?"
          confirmLabel="Turn off"
          busyLabel="Turning off..."
          variant="danger"
          busy={remove.isPending}
          error={remove.error ? adminErrorMessage(remove.error) : undefined}
          onCancel={() => setTurningOff(false)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setMessage({ kind: 'success', text: 'The authenticator app is off.' });
                setTurningOff(false);
              },
            })
          }
        >
          <p>Its codes will no longer sign you in. Remove the account from the app too.</p>
        </ConfirmDialog>
      )}
    </AdminPanel>
  );
}
