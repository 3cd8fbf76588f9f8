import { KeyRound } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { LoginResult } from '#shared/auth.js';
import { secondFactorEndpoint, secondFactorPasskeyOptionsEndpoint } from '#shared/endpoints/auth.js';
import {
  expiredSecondFactorMessage,
  recoveryCodeSchema,
  type SecondFactorChallenge,
  secondFactorTicketMinutes,
  totpCodeSchema,
} from '#shared/second-factor.js';
import { adminErrorMessage, createSessionlessCaller } from '#web/admin/api/admin-caller.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { MessageBanner } from '#web/admin/components/message-banner.js';
import { TextField } from '#web/admin/components/text-field.js';
import { signWithPasskey } from '#web/admin/lib/passkey-ceremony.js';
import { ApiError } from '#web/lib/api-client.js';

type CodeMethod = 'totp' | 'recovery-code';

const codeFields: Record<CodeMethod, { label: string; hint: string; schema: typeof totpCodeSchema }> = {
  totp: {
    label: 'Code from your authenticator app',
    hint: 'Six digits, for example 123456. A new code shows every 30 seconds.',
    schema: totpCodeSchema,
  },
  'recovery-code': {
    label: 'Recovery code',
    hint: 'One of the codes you saved, for example abcde-fghij. Each works once.',
    schema: recoveryCodeSchema,
  },
};

type SecondFactorStepProps = {
  challenge: SecondFactorChallenge;
  onSignedIn: (result: LoginResult) => void;
  /** Back to the e-mail and password, saying why when the ticket ran out. */
  onBack: (notice?: string) => void;
};

/**
 * After a right password, for a person with a second factor: a passkey of theirs, a code from
 * their authenticator app, or one of their recovery codes, within the ticket's 5 minutes. When
 * the ticket runs out (here, or as the server says), back to the password with the reason.
 */
export function SecondFactorStep({ challenge, onSignedIn, onBack }: SecondFactorStepProps) {
  const codeMethods = challenge.methods.filter((method): method is CodeMethod => method !== 'passkey');
  const offersPasskey = challenge.methods.includes('passkey');
  const [method, setMethod] = useState<CodeMethod | undefined>(codeMethods[0]);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const onBackRef = useRef(onBack);
  onBackRef.current = onBack;

  // The ticket's life is counted from when it arrived, so a wrong clock here changes nothing.
  useEffect(() => {
    const timer = window.setTimeout(
      () => onBackRef.current(expiredSecondFactorMessage),
      secondFactorTicketMinutes * 60_000,
    );
    return () => window.clearTimeout(timer);
  }, []);

  // The field takes the keyboard when the step opens and when the person switches method.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the method changes
  useEffect(() => codeRef.current?.focus(), [method]);

  async function finish(signIn: () => Promise<LoginResult>) {
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await signIn());
    } catch (failure) {
      if (failure instanceof ApiError && failure.serverMessage === expiredSecondFactorMessage) {
        onBack(expiredSecondFactorMessage);
        return;
      }
      setError(adminErrorMessage(failure));
      setCode('');
      setBusy(false);
      codeRef.current?.focus();
    }
  }

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!method || busy) return;
    const checked = codeFields[method].schema.safeParse(code);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    void finish(() =>
      createSessionlessCaller().send(secondFactorEndpoint, {
        body: { method, ticket: challenge.ticket, code },
      }),
    );
  }

  function usePasskeyInstead() {
    void finish(async () => {
      const caller = createSessionlessCaller();
      const { options } = await caller.send(secondFactorPasskeyOptionsEndpoint, {
        body: { ticket: challenge.ticket },
      });
      const response = await signWithPasskey(options);
      return caller.send(secondFactorEndpoint, {
        body: { method: 'passkey', ticket: challenge.ticket, response },
      });
    });
  }

  const otherMethod = codeMethods.find((other) => other !== method);
  return (
    <div className="mt-6 space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">Confirm it is you</h2>
      <p className="text-sm text-slate-700">
        Your password is right. Your account has a second factor: use it within {secondFactorTicketMinutes}{' '}
        minutes.
      </p>
      {error && <MessageBanner kind="error">{error}</MessageBanner>}
      {offersPasskey && (
        <AdminButton variant="primary" className="w-full" disabled={busy} onClick={usePasskeyInstead}>
          <KeyRound aria-hidden="true" className="size-4" />
          Use a passkey
        </AdminButton>
      )}
      {method && (
        <form className="space-y-3" aria-label="Second factor code" onSubmit={submitCode} noValidate>
          <TextField
            inputRef={codeRef}
            label={codeFields[method].label}
            hint={codeFields[method].hint}
            value={code}
            onChange={setCode}
            error={fieldError}
            autoComplete="one-time-code"
            inputMode={method === 'totp' ? 'numeric' : 'text'}
            spellCheck={false}
          />
          <AdminButton
            type="submit"
            variant={offersPasskey ? 'secondary' : 'primary'}
            className="w-full"
            disabled={busy}
          >
            {busy ? 'Checking...' : 'Verify code'}
          </AdminButton>
        </form>
      )}
      {otherMethod && (
        <AdminButton
          className="w-full"
          disabled={busy}
          onClick={() => {
            setMethod(otherMethod);
            setCode('');
            setFieldError(undefined);
          }}
        >
          {otherMethod === 'recovery-code'
            ? 'Use a recovery code instead'
            : 'Use the authenticator app instead'}
        </AdminButton>
      )}
      <AdminButton className="w-full" disabled={busy} onClick={() => onBack()}>
        Back to e-mail and password
      </AdminButton>
    </div>
  );
}
