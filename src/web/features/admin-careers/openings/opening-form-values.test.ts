import { describe, expect, it } from 'vitest';
import { type Opening, openingFieldsSchema } from '#content/index.js';
import { jobOpenings } from '#content/samples/index.js';
import { schemaFields } from '#shared/schema-fields.js';
import {
  checkOpeningForm,
  emptyOpeningForm,
  formErrorsOf,
  formValuesOf,
  listItems,
  openingFieldsOf,
  openingFormFields,
  withTheirChanges,
  withValue,
} from './opening-form-values.js';

const salesCoordinator = {
  id: '004',
  status: 'open',
  ...jobOpenings.find((job) => job.reportsTo),
} as Opening;

describe('the opening form', () => {
  it('shows every field of the schema in its order, labelled with its title', () => {
    expect(openingFormFields.map((field) => field.label)).toEqual([
      'Title',
      'Department (optional)',
      'Reports to (optional)',
      'Location',
      'Type',
      'Experience (optional)',
      'Salary from (LPA)',
      'Salary to (LPA)',
      'Description',
      'Responsibilities (one per line)',
      'Requirements (one per line)',
      'How to apply (optional)',
      'Open until (optional)',
    ]);
    // Each title is the schema's: a field added there appears here.
    const titles = schemaFields(openingFieldsSchema).flatMap(({ schema }) => {
      if (schema['x-follows']) return [];
      return schema.properties ? Object.values(schema.properties).map((part) => part.title) : [schema.title];
    });
    expect(
      openingFormFields.map((field) => field.label.replace(/ \((optional|one per line)\)$/, '')),
    ).toEqual(titles);
    expect(openingFormFields.find((field) => field.path === 'type')?.choices).toEqual([
      'Full-time',
      'Part-time',
      'Contract',
      'Internship',
    ]);
  });

  it('gives back an opening unchanged from its form, "Reports to" and its city included', () => {
    const values = formValuesOf(salesCoordinator);
    expect(values).toMatchObject({ reportsTo: 'Sales Manager', location: 'Kolkata Office', city: 'Kolkata' });
    const { id: _id, status: _status, datePosted: _posted, ...fields } = salesCoordinator;
    expect(checkOpeningForm(values)).toEqual({ ok: true, fields });
  });

  it('sends only what HR changed, an emptied field as null, and the city with a new location', () => {
    const base = formValuesOf(salesCoordinator);
    expect(openingFieldsOf({ ...base, description: 'Coordinates dealer orders.' }, base)).toEqual({
      description: 'Coordinates dealer orders.',
    });
    expect(openingFieldsOf({ ...base, reportsTo: ' ' }, base)).toEqual({ reportsTo: null });
    expect(openingFieldsOf({ ...base, 'salary.maxLpa': '5' }, base)).toEqual({
      salary: { minLpa: 2, maxLpa: 5 },
    });
    expect(openingFieldsOf(withValue(base, 'location', 'Patna'), base)).toEqual({
      location: 'Patna',
      city: 'Patna',
    });
    // A new opening sends every field.
    expect(Object.keys(openingFieldsOf(emptyOpeningForm))).toEqual(Object.keys(openingFieldsSchema.shape));
  });

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
      ...withValue(emptyOpeningForm, 'location', 'Kolkata'),
      title: 'Clerk',
      'salary.minLpa': '5',
      'salary.maxLpa': '3',
      description: 'Keep files.',
      responsibilities: 'File',
      requirements: '',
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        'salary.minLpa': 'Salary: the minimum is above the maximum',
        requirements: 'Requirements needs at least 1',
      },
    });
    expect(
      formErrorsOf({ city: 'City is required', 'requirements.2': 'Requirements item is required' }),
    ).toEqual({
      location: 'City is required',
      requirements: 'Requirements item is required',
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
