import { useEffect, useState } from 'react';
import type { PasswordOwner, PasswordRating } from '#shared/password-strength.js';

type PasswordStrengthMeterProps = { password: string; owner: PasswordOwner };

const scoreWords = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
const barColours = ['bg-red-600', 'bg-red-600', 'bg-amber-500', 'bg-emerald-600', 'bg-emerald-700'] as const;

/** The estimator and its dictionaries (about a megabyte): loaded once, when the person starts typing. */
let loadingRater: Promise<typeof import('#shared/password-strength.js')> | undefined;
function loadRater() {
  loadingRater ??= import('#shared/password-strength.js');
  return loadingRater;
}

/**
 * How hard the password being typed is to guess, with the estimator's advice in words: the same
 * rating the server applies when the form is sent (shared/password-strength.ts). Read out politely
 * as it changes; empty until the person types.
 */
export function PasswordStrengthMeter({ password, owner }: PasswordStrengthMeterProps) {
  const [rating, setRating] = useState<PasswordRating | null>(null);
  const { name, email, companyName } = owner;

  useEffect(() => {
    if (!password) {
      setRating(null);
      return;
    }
    let current = true;
    void loadRater().then(({ ratePassword }) => {
      if (current) setRating(ratePassword(password, { name, email, companyName }));
    });
    return () => {
      current = false;
    };
  }, [password, name, email, companyName]);

  return (
    <div aria-live="polite" className="min-h-12 text-sm">
      {rating && (
        <>
          <div className="flex items-center gap-3">
            <div className="flex h-2 flex-1 gap-1" aria-hidden="true">
              {scoreWords.map((word, index) => (
                <span
                  key={word}
                  className={`h-2 flex-1 rounded ${index <= rating.score ? barColours[rating.score] : 'bg-slate-200'}`}
                />
              ))}
            </div>
            <span className="font-semibold text-slate-900">Strength: {scoreWords[rating.score]}</span>
          </div>
          <p className="mt-1 text-slate-700">
            {rating.problem ?? (rating.advice.length > 0 ? rating.advice.join(' ') : 'Good: hard to guess.')}
          </p>
        </>
      )}
    </div>
  );
}
