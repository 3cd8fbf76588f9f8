import { describe, expect, it } from 'vitest';
import type { Opening } from '#content/index.js';
import { jobOpenings } from '#content/samples/index.js';
import { describeOpeningsChange } from './describe-openings-change.js';

const crm = { id: '005', status: 'open', ...jobOpenings.at(-1) } as Opening;
const edited = (changes: Partial<Opening>) =>
  describeOpeningsChange({ openings: [crm] }, { openings: [{ ...crm, ...changes }] });

describe("the openings' history in words", () => {
  it('names each edited field by its title in the schema, in the schema’s order', () => {
    expect(edited({ reportsTo: 'Sales Manager' })).toEqual(['Edited 005 CRM: reports to']);
    expect(
      edited({
        validThrough: '2027-06-30',
        salary: { minLpa: 3, maxLpa: 4 },
        howToApply: 'Call HR.',
        title: 'CRM Executive',
      }),
    ).toEqual(['Edited 005 CRM Executive: title, salary, how to apply, open until']);
  });

  it('tells a status change apart from an edit', () => {
    expect(edited({ status: 'closed', dateClosed: '2026-12-03' })).toEqual(['Closed 005 CRM']);
  });
});
