import { Plus, X } from 'lucide-react';
import { dateText, indiaDay, spansText } from '#content/opening-status.js';
import { type Weekday, weekdays, weekdayTitles } from '#content/opening-time.js';
import type { OpeningSpan, SpecialDay, WeeklyHours } from '#content/schemas/opening-hours.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { type DocumentPath, dotPath, valueAt } from './document-paths.js';
import { FieldHelp } from './field-help.js';
import type { SchemaFieldProps } from './schema-field.js';
import { fieldId, useSchemaForm } from './schema-form-context.js';
import {
  closedWeek,
  copyMondayToAll,
  nextSpecialDays,
  sameAsMonday,
  storedTime,
  timeInputValue,
  weekOf,
  withBreak,
  withClosed,
  withoutBreak,
} from './weekly-hours.js';

const timeInputClass =
  'mt-1 block rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 aria-invalid:border-red-600';

/**
 * A store's or office's week as one grid: a row per weekday, Monday first, with Closed, its opening
 * and closing time and an optional second span after a break. Stored as the schema has it (per day
 * 0–2 spans); every input's id is its path, so the form's live checks hear it being left and the
 * schema's messages (closing before opening, overlapping spans) show in the day's row.
 */
export function WeeklyHoursField({ schema, path, value, label, required }: SchemaFieldProps) {
  const { idPrefix, errors, change, document } = useSchemaForm();
  const id = fieldId(idPrefix, path);

  if (value === undefined && !required) {
    return (
      <div id={id} tabIndex={-1}>
        <AdminButton onClick={() => change(path, closedWeek())}>
          <Plus aria-hidden="true" className="size-4" />
          Add {label.toLowerCase()}
        </AdminButton>
      </div>
    );
  }

  const week = weekOf(value);
  // The location's special days sit beside its week; the grid lists the coming ones as a reminder.
  const specialDays = valueAt(document, [...path.slice(0, -1), 'specialDays']);
  return (
    <fieldset id={id} tabIndex={-1} className="space-y-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{label}</legend>
      <FieldHelp id={id} description={schema.description} error={errors[dotPath(path)]} />
      <AdminButton onClick={() => change(path, copyMondayToAll(week))}>Copy Monday to all days</AdminButton>
      <div className="divide-y divide-slate-200">
        {weekdays.map((day) => (
          <WeekdayRow
            key={day}
            day={day}
            week={week}
            path={[...path, day]}
            onChange={(next) => change(path, next)}
          />
        ))}
      </div>
      <NextSpecialDays specialDays={specialDays} />
      {!required && (
        <AdminButton onClick={() => change(path, undefined)}>
          <X aria-hidden="true" className="size-4" />
          Remove {label.toLowerCase()}
        </AdminButton>
      )}
    </fieldset>
  );
}

type WeekdayRowProps = {
  day: Weekday;
  week: WeeklyHours;
  path: DocumentPath;
  onChange: (week: WeeklyHours) => void;
};

/** One day's row: Closed, its spans, the break and Same as Monday; on a phone its parts wrap. */
function WeekdayRow({ day, week, path, onChange }: WeekdayRowProps) {
  const { idPrefix, errors, change } = useSchemaForm();
  const title = weekdayTitles[day];
  const spans = week[day];
  const dayId = fieldId(idPrefix, path);
  const dayPath = dotPath(path);
  // The schema's messages of this day: its own (too many spans) and its spans' (closes before opens).
  const dayErrors = Object.entries(errors)
    .filter(([errorPath]) => errorPath === dayPath || errorPath.startsWith(`${dayPath}.`))
    .map(([, message]) => message);
  const errorId = dayErrors.length > 0 ? `${dayId}-error` : undefined;

  const timeInput = (index: number, key: keyof OpeningSpan, words: string) => {
    const timePath = [...path, index, key];
    const inputId = fieldId(idPrefix, timePath);
    return (
      <div>
        <label htmlFor={inputId} className="block text-xs font-medium text-slate-700">
          <span className="sr-only">{title} </span>
          {words}
        </label>
        <input
          id={inputId}
          type="time"
          className={timeInputClass}
          value={timeInputValue(key, spans[index]?.[key])}
          aria-invalid={errors[dotPath(timePath)] ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => change(timePath, storedTime(key, event.target.value))}
        />
      </div>
    );
  };

  return (
    <fieldset className="py-3" aria-describedby={errorId}>
      <legend className="sr-only">{title}</legend>
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <span aria-hidden="true" className="w-full text-sm font-semibold text-slate-900 sm:w-24">
          {title}
        </span>
        <div className="flex items-center gap-2 self-center">
          <input
            id={dayId}
            type="checkbox"
            className="size-4"
            checked={spans.length === 0}
            aria-invalid={errors[dayPath] ? true : undefined}
            aria-describedby={errorId}
            onChange={(event) => onChange(withClosed(week, day, event.target.checked))}
          />
          <label htmlFor={dayId} className="text-sm text-slate-800">
            <span className="sr-only">{title} </span>
            Closed
          </label>
        </div>
        {spans.length > 0 && (
          <>
            {timeInput(0, 'opens', 'opens')}
            {timeInput(0, 'closes', 'closes')}
          </>
        )}
        {spans.length > 1 && (
          <>
            {timeInput(1, 'opens', 'opens after the break')}
            {timeInput(1, 'closes', 'closes after the break')}
          </>
        )}
        {spans.length > 0 && (
          // One button that changes its words, so the keyboard stays on it when the break comes or goes.
          <AdminButton
            onClick={() => onChange(spans.length > 1 ? withoutBreak(week, day) : withBreak(week, day))}
          >
            {spans.length > 1 ? 'Remove the break' : 'Add a break'}
            <span className="sr-only"> on {title}</span>
          </AdminButton>
        )}
        {day !== 'monday' && (
          <AdminButton onClick={() => onChange(sameAsMonday(week, day))}>
            <span className="sr-only">{title}: </span>
            Same as Monday
          </AdminButton>
        )}
      </div>
      {errorId && (
        <ul id={errorId} className="mt-2 space-y-1 text-sm font-medium text-red-700">
          {dayErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** '19 October', or '19 October – 20 October' for a run of days. */
function specialDayDates(day: SpecialDay): string {
  return day.to && day.to !== day.from ? `${dateText(day.from)} – ${dateText(day.to)}` : dateText(day.from);
}

/** The location's coming special days, as plain text: they change the hours the pages show. */
function NextSpecialDays({ specialDays }: { specialDays: unknown }) {
  const upcoming = nextSpecialDays(specialDays, indiaDay(new Date()).date);
  if (upcoming.length === 0) {
    return <p className="text-sm text-slate-600">No special days ahead.</p>;
  }
  return (
    <div className="text-sm text-slate-700">
      <p className="font-medium text-slate-800">Next special days (edited below, under Special days):</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {upcoming.map((day) => (
          <li key={`${day.from}-${day.name}`}>
            {day.name}, {specialDayDates(day)}: {spansText(Array.isArray(day.spans) ? day.spans : [])}
          </li>
        ))}
      </ul>
    </div>
  );
}
