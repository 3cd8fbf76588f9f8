type ChoiceSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first choice, meaning "none" (its value is ''). */
  noneLabel: string;
  choices: readonly { value: string; label: string }[];
  className: string;
};

/** A labelled select of choices after a 'none' choice: the tab's filters and the detail's changes. */
export function ChoiceSelect({ label, value, onChange, noneLabel, choices, className }: ChoiceSelectProps) {
  return (
    <label className="text-sm font-medium">
      {label}
      <select className={className} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{noneLabel}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
