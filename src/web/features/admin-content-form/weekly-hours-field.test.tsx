import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { whereAndWhenFields } from '#content/schemas/opening-hours.js';
import type { FieldSchema } from '#shared/content.js';
import { SchemaForm } from './schema-form.js';

// A list of offices with the where-and-when fields, as the branches' document has them.
const schema = z.toJSONSchema(
  z.object({
    offices: z.array(z.object({ name: z.string().meta({ title: 'Name' }), ...whereAndWhenFields })),
  }),
  { io: 'input', unrepresentable: 'any' },
) as FieldSchema;

const officeWeek = {
  monday: [
    { opens: '10:00', closes: '13:30' },
    { opens: '14:30', closes: '18:30' },
  ],
  tuesday: [{ opens: '10:00', closes: '18:30' }],
  wednesday: [{ opens: '10:00', closes: '18:30' }],
  thursday: [{ opens: '10:00', closes: '18:30' }],
  friday: [{ opens: '10:00', closes: '18:30' }],
  saturday: [{ opens: '10:00', closes: '14:00' }],
  sunday: [],
};

/** The form of one office with these hours, special days and messages. */
function officeForm(office: Record<string, unknown>, errors: Record<string, string> = {}): string {
  return renderToStaticMarkup(
    <SchemaForm
      collection="branches"
      schema={schema}
      document={{ offices: [{ name: 'Patna Branch', ...office }] }}
      idPrefix="studio-"
      errors={errors}
      onChange={() => {}}
      onFieldLeft={() => {}}
      uploadMedia={() => Promise.reject(new Error('no uploads here'))}
    />,
  );
}

/** The text a person reads, tags removed. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The markup of one weekday's row. */
function row(html: string, day: string): string {
  const start = html.indexOf(`<legend class="sr-only">${day}</legend>`);
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</fieldset>', start));
}

/** Each labelled control of a row: its label's words and its value or whether it is ticked. */
function controls(html: string): string[] {
  return [...html.matchAll(/<input ([^>]*)>/g)].map(([, attributes = '']) => {
    const id = attributes.match(/id="([^"]+)"/)?.[1] ?? '';
    const label =
      html.match(new RegExp(`<label for="${id.replace(/\./g, '\\.')}"[^>]*>(.*?)</label>`))?.[1] ?? '';
    const state = attributes.includes('type="checkbox"')
      ? attributes.includes('checked') && 'ticked'
      : attributes.match(/value="([^"]*)"/)?.[1];
    return `${text(label)}: ${state || 'not ticked'}`;
  });
}

describe('the weekly hours grid', () => {
  it('shows one row per weekday, Monday first, each control labelled with its day', () => {
    const html = officeForm({ weeklyHours: officeWeek });
    const days = [...html.matchAll(/<legend class="sr-only">(\w+)<\/legend>/g)].map(([, day]) => day);
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(controls(row(html, 'Monday'))).toEqual([
      'Monday Closed: not ticked',
      'Monday opens: 10:00',
      'Monday closes: 13:30',
      'Monday opens after the break: 14:30',
      'Monday closes after the break: 18:30',
    ]);
    expect(controls(row(html, 'Tuesday'))).toEqual([
      'Tuesday Closed: not ticked',
      'Tuesday opens: 10:00',
      'Tuesday closes: 18:30',
    ]);
    expect(controls(row(html, 'Sunday'))).toEqual(['Sunday Closed: ticked']);
    expect(text(row(html, 'Monday'))).toContain('Remove the break on Monday');
    expect(text(row(html, 'Monday'))).not.toContain('Same as Monday');
    expect(text(row(html, 'Tuesday'))).toContain('Add a break on Tuesday');
    expect(text(row(html, 'Tuesday'))).toContain('Tuesday: Same as Monday');
    expect(text(row(html, 'Sunday'))).not.toContain('Add a break');
    expect(text(html)).toContain('Copy Monday to all days');
    // The inputs' ids are their paths: the form's live checks hear them left, the summary links to them.
    expect(row(html, 'Tuesday')).toContain('id="studio-offices.0.weeklyHours.tuesday.0.closes"');
  });

  it("shows the schema's message of a day's span in that day's row, and marks the time wrong", () => {
    const message = 'Patna Branch: tuesday: closing time 09:00 must be after opening time 10:00';
    const html = officeForm(
      { weeklyHours: { ...officeWeek, tuesday: [{ opens: '10:00', closes: '09:00' }] } },
      { 'offices.0.weeklyHours.tuesday.0.closes': message },
    );
    const tuesday = row(html, 'Tuesday');
    expect(tuesday).toContain(message);
    expect(tuesday).toMatch(
      /id="studio-offices\.0\.weeklyHours\.tuesday\.0\.closes"[^>]*aria-invalid="true"/,
    );
    expect(tuesday).toContain('aria-describedby="studio-offices.0.weeklyHours.tuesday-error"');
    expect(row(html, 'Monday')).not.toContain(message);
    expect(row(html, 'Wednesday')).not.toContain('aria-invalid="true"');
  });

  it('lists the coming special days under the grid with their hours or Closed, not the past ones', () => {
    const html = officeForm({
      weeklyHours: officeWeek,
      specialDays: [
        { name: 'Old festival', from: '2001-03-04', spans: [] },
        { name: 'Far festival', from: '2999-10-19', to: '2999-10-20', spans: [] },
        { name: 'Far half day', from: '2999-03-04', spans: [{ opens: '15:00', closes: '20:30' }] },
      ],
    });
    const grid = text(
      html.slice(html.indexOf('Copy Monday to all days'), html.indexOf('Remove weekly hours')),
    );
    expect(grid).toContain(
      'Next special days (edited below, under Special days): Far half day, 4 March: 3:00 pm – 8:30 pm Far festival, 19 October – 20 October: Closed',
    );
    expect(grid).not.toContain('Old festival');
  });

  it('offers to add the hours of a location that has none', () => {
    const html = officeForm({});
    expect(text(html)).toContain('Add weekly hours (india time)');
    expect(html).not.toContain('Copy Monday to all days');
  });
});
