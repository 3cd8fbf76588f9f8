import { describe, expect, it } from 'vitest';
import { checkOpeningForm, emptyOpeningForm, listItems, withTheirChanges } from './opening-form-values.js';

describe('the opening form', () => {
  it('makes one list item of each pasted line, dropping blanks and bullets', () => {
    expect(listItems('Graduate\n\n- Excel\r\n• Hindi\n  Bengali  \n')).toEqual([
      'Graduate',
      'Excel',
      'Hindi',
      'Bengali',
    ]);
  });

  it('names the field in words beside the field it belongs to', () => {
    const checked = checkOpeningForm({
      ...emptyOpeningForm,
      title: 'Clerk',
      location: 'Kolkata',
      minLpa: '5',
      maxLpa: '3',
      description: 'Keep files.',
      responsibilities: 'File',
      requirements: '',
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        minLpa: 'Salary: the minimum is above the maximum',
        requirements: 'Requirements needs at least 1',
      },
    });
  });

  it("takes someone else's saved change into the fields HR did not touch, and keeps what HR typed", () => {
    const base = { ...emptyOpeningForm, title: 'Clerk', description: 'Files papers', experience: '1 year' };
    const typed = { ...base, title: 'Senior Clerk', experience: '3 years' };
    const theirs = { ...base, description: 'Files and scans papers', experience: '2 years' };
    expect(withTheirChanges(base, typed, theirs)).toEqual({
      ...base,
      title: 'Senior Clerk',
      description: 'Files and scans papers',
      experience: '3 years',
    });
  });
});
