import { otherPositionChoice } from '#shared/position-choices.js';
import type { Say } from '#web/app/phrasebook.js';
import { applicationFormTexts } from './application-form-text.js';
import { applicationFieldId } from './application-form-values.js';
import { FieldLabel } from './field-label.js';
import { FieldMessage } from './field-message.js';
import { inputClassName } from './text-field.js';

type PositionFieldProps = {
  name: 'position';
  label: string;
  positions: readonly string[];
  /** Says the placeholder and 'Other' in the page's language (the openings' titles are content). */
  say: Say;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

/** The position applied for: the open openings and Other. */
export function PositionField({ name, label, positions, say, value, error, onChange }: PositionFieldProps) {
  const id = applicationFieldId(name);
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id} text={label} />
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClassName}
      >
        <option value="">{say(applicationFormTexts.selectPosition)}</option>
        {positions.map((option) => (
          <option key={option} value={option}>
            {option === otherPositionChoice ? say(option) : option}
          </option>
        ))}
      </select>
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}
