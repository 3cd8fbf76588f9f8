import { useId } from 'react';
import { type Timeframe, timeframeLabels, timeframes } from '#shared/analytics.js';

type TimeframeSelectorProps = { value: Timeframe; onChange: (timeframe: Timeframe) => void };

/**
 * Today, 7 days, 30 days or all time: a radio group that every figure on the tab follows. Each
 * radio is transparent over its pill-shaped label, so a click or tap lands on the radio itself.
 */
export function TimeframeSelector({ value, onChange }: TimeframeSelectorProps) {
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Timeframe</legend>
      <span aria-hidden="true" className="text-sm font-medium text-slate-700">
        Timeframe:
      </span>
      {timeframes.map((timeframe) => (
        <label
          key={timeframe}
          className="relative cursor-pointer rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-600 has-checked:text-white"
        >
          <input
            type="radio"
            name={name}
            value={timeframe}
            checked={value === timeframe}
            onChange={() => onChange(timeframe)}
            className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full"
          />
          {timeframeLabels[timeframe]}
        </label>
      ))}
    </fieldset>
  );
}
