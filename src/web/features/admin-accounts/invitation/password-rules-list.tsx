import { minimumPasswordLength } from '#shared/accounts.js';

/** The password rules, said before the person types (the server checks the same: shared/password-strength.ts). */
export function PasswordRulesList({ id }: { id: string }) {
  return (
    <div id={id} className="text-sm text-slate-700">
      <p>Your password must:</p>
      <ul className="ml-5 list-disc">
        <li>have at least {minimumPasswordLength} characters (a few words in a row are easy to remember);</li>
        <li>
          be hard to guess: not a common password, a keyboard run or your own name (the meter rates it as you
          type);
        </li>
        <li>not contain your e-mail address or its part before the @.</li>
      </ul>
    </div>
  );
}
