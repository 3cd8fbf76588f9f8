import { minimumPasswordLength } from '#shared/accounts.js';

/** The password rules, said before the person types (the server checks the same: password-rules.ts). */
export function PasswordRulesList({ id }: { id: string }) {
  return (
    <div id={id} className="text-sm text-slate-700">
      <p>Your password must:</p>
      <ul className="ml-5 list-disc">
        <li>have at least {minimumPasswordLength} characters (a few words in a row are easy to remember);</li>
        <li>not be one of the 10,000 most common passwords;</li>
        <li>not contain your e-mail address or its part before the @.</li>
      </ul>
    </div>
  );
}
