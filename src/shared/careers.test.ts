import { describe, expect, it } from 'vitest';
import { applicationFormSchema, applicationSubmissionSchema, normalizeIndianMobile } from './careers.js';

/** Openings as the content might list them; the form offers their titles and 'Other'. */
const openings = [
  { id: '001', title: 'Senior Accountant' },
  { id: '005', title: 'CRM' },
];
const formSchema = applicationFormSchema(['Senior Accountant', 'CRM', 'Other']);

const validForm = {
  firstName: 'Asha',
  lastName: 'Sen',
  email: 'asha@example.com',
  confirmEmail: 'asha@example.com',
  phone: '9876543210',
  expectedSalary: '3.5 LPA',
  position: 'CRM',
  availableStartDate: '2025-10-01',
  resume: { name: 'resume.pdf', type: 'application/pdf' },
};

function messages(input: object) {
  const result = formSchema.safeParse(input);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
}

describe('the application form schema', () => {
  it('accepts a valid form', () => {
    expect(formSchema.safeParse(validForm).success).toBe(true);
  });

  it('compares the e-mails even while other fields, the resume too, are missing', () => {
    expect(
      messages({ ...validForm, confirmEmail: 'asha.sen@example.com', lastName: '', resume: null }),
    ).toEqual({
      lastName: 'Last name is required',
      confirmEmail: 'Emails do not match',
      resume: 'Resume is required',
    });
  });

  it('does not compare the e-mails while the first is invalid', () => {
    expect(messages({ ...validForm, email: 'asha@', confirmEmail: 'x' })).toEqual({
      email: 'Please enter a valid email',
    });
  });

  it('accepts a PDF by its type or its name, and nothing else', () => {
    expect(messages({ ...validForm, resume: { name: 'cv.PDF', type: '' } })).toEqual({});
    expect(messages({ ...validForm, resume: { name: 'cv', type: 'application/pdf' } })).toEqual({});
    expect(messages({ ...validForm, resume: { name: 'cv.png', type: 'image/png' } })).toEqual({
      resume: 'Please upload a PDF file only',
    });
  });

  it('collapses whitespace in names and keeps them on one line', () => {
    const parsed = applicationSubmissionSchema(openings).parse({
      ...validForm,
      jobId: '001',
      firstName: ' Asha\r\nRani ',
    });
    expect(parsed.firstName).toBe('Asha Rani');
  });

  it.each([
    ['\u202Etxt.exe', 'txt.exe'],
    ['As\u200Bha', 'Asha'],
    ['\u2066Asha\u2069 \u200ERani\u200F', 'Asha Rani'],
    ['\uFEFFAsha\u00AD\u2060', 'Asha'],
  ])('removes bidirectional controls and invisible characters from names: %j', (typed, stored) => {
    const parsed = applicationSubmissionSchema(openings).parse({
      ...validForm,
      jobId: '001',
      lastName: typed,
    });
    expect(parsed.lastName).toBe(stored);
  });

  it('finds a name of invisible characters only empty', () => {
    expect(messages({ ...validForm, firstName: '\u200B\u3164\u202E' })).toEqual({
      firstName: 'First name is required',
    });
  });

  it('keeps the joiners that Bengali and Hindi names need', () => {
    const bengali = '\u0995\u09CD\u200D\u09B7';
    const parsed = applicationSubmissionSchema(openings).parse({
      ...validForm,
      jobId: '001',
      firstName: bengali,
    });
    expect(parsed.firstName).toBe(bengali);
  });

  it('accepts only the positions and openings it is given', () => {
    expect(messages({ ...validForm, position: 'Data Analyst' })).toEqual({
      position: 'Please choose one of the listed positions',
    });
    const submission = applicationSubmissionSchema(openings).safeParse({ ...validForm, jobId: '003' });
    expect(submission.error?.issues.map((issue) => issue.message)).toEqual([
      'This job opening does not exist',
    ]);
  });
});

describe('normalizeIndianMobile', () => {
  it.each([
    ['98765 43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['98765432109', '9876543210'],
    ['abc', ''],
  ])('%s becomes %s', (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected);
  });
});
