import { describe, expect, it } from 'vitest';
import {
  applicantColumnsOf,
  applicationAdminViewSchema,
  applicationDetailLines,
  applicationFormFields,
  applicationFormSchema,
  applicationSubmissionSchema,
  positionLabel,
  sameEmailAddress,
} from './careers.js';
import { normalizeIndianMobile } from './indian-phone.js';

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
  it('is the one list of the form’s fields: their order, labels and kinds of input', () => {
    expect(applicationFormFields.map(({ name, schema }) => [name, schema.title, schema['x-widget']])).toEqual(
      [
        ['firstName', 'First Name', undefined],
        ['lastName', 'Last Name', undefined],
        ['email', 'Email', 'email'],
        ['confirmEmail', 'Confirm Email', 'email'],
        ['phone', 'Phone Number', 'tel'],
        ['expectedSalary', 'Expected Salary', 'rupees'],
        ['position', 'Position', undefined],
        ['otherPosition', 'Which position?', undefined],
        ['availableStartDate', 'Available Start Date', 'date'],
        ['resume', 'Resume (PDF)', undefined],
      ],
    );
    expect(applicationFormFields.map(({ name }) => name)).toEqual(Object.keys(formSchema.shape));
  });

  it('gives the admin view a column of each field the applicant fills in, with its title', () => {
    const { confirmEmail: _confirmEmail, resume: _resume, ...fields } = formSchema.parse(validForm);
    expect(applicantColumnsOf(fields)).toEqual({
      first_name: 'Asha',
      last_name: 'Sen',
      email: 'asha@example.com',
      phone: '9876543210',
      expected_salary: '3.5 LPA',
      position: 'CRM',
      other_position: null,
      available_start_date: '2025-10-01',
    });
    const titles = Object.fromEntries(
      Object.entries(applicationAdminViewSchema.shape).map(([column, schema]) => [
        column,
        schema.meta()?.title,
      ]),
    );
    expect(titles).toMatchObject({
      first_name: 'First Name',
      other_position: 'Which position?',
      reference: 'Reference',
    });
  });

  it('writes the fields as the e-mails say them, in the form’s order, empty ones left out', () => {
    const {
      confirmEmail: _confirmEmail,
      resume: _resume,
      ...fields
    } = formSchema.parse({
      ...validForm,
      position: 'Other',
      otherPosition: 'Network Engineer',
    });
    expect(applicationDetailLines(fields)).toEqual([
      'First Name: Asha',
      'Last Name: Sen',
      'Email: asha@example.com',
      'Phone Number: +91 9876543210',
      'Expected Salary: 3.5 LPA',
      'Position: Other',
      'Which position?: Network Engineer',
      'Available Start Date: 2025-10-01',
    ]);
    expect(applicationDetailLines({ ...fields, otherPosition: '' })).not.toContain('Which position?: ');
  });

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
    '98765 43210',
    '+91 98765 43210',
    '098765 43210',
    '91-9876543210',
    '098765-43210',
    '0091 98765 43210',
    '+91 098765 43210',
  ])('takes the country code and trunk 0 off %s, keeping 9876543210', (written) => {
    expect(normalizeIndianMobile(written)).toBe('9876543210');
  });

  it('keeps a plain 10-digit number as it is, even one that starts with 91', () => {
    expect(normalizeIndianMobile('9198765432')).toBe('9198765432');
  });

  it('keeps at most 10 digits (spec section 5 "Validation rules")', () => {
    expect(normalizeIndianMobile('98765432109')).toBe('9876543210');
  });

  it('keeps the digits of a number too short to have a country code, and none of letters', () => {
    expect(normalizeIndianMobile('+91 98765')).toBe('9198765');
    expect(normalizeIndianMobile('abc')).toBe('');
  });
});

describe('the phone number as the server keeps it', () => {
  it.each(['+91 98765 43210', '098765 43210', '91-9876543210'])('%s is stored as 9876543210', (phone) => {
    const parsed = applicationSubmissionSchema(openings).parse({ ...validForm, jobId: '001', phone });
    expect(parsed.phone).toBe('9876543210');
  });

  it('refuses what is left when it is not a mobile number', () => {
    expect(messages({ ...validForm, phone: '+91 12345 67890' })).toEqual({
      phone: 'Please enter a valid 10-digit Indian mobile number',
    });
  });
});

describe('confirming the e-mail address', () => {
  it('matches the domain in any case and ignores spaces around either address', () => {
    expect(sameEmailAddress('asha@Example.COM', ' asha@example.com ')).toBe(true);
    expect(messages({ ...validForm, email: 'Asha@EXAMPLE.com ', confirmEmail: 'Asha@example.com' })).toEqual(
      {},
    );
  });

  it('matches the part before the @ only as typed', () => {
    expect(sameEmailAddress('Asha@example.com', 'asha@example.com')).toBe(false);
    expect(messages({ ...validForm, confirmEmail: 'ASHA@example.com' })).toEqual({
      confirmEmail: 'Emails do not match',
    });
  });

  it('keeps the address trimmed', () => {
    const parsed = formSchema.parse({
      ...validForm,
      email: '  asha@example.com\t',
      confirmEmail: 'asha@example.com',
    });
    expect(parsed.email).toBe('asha@example.com');
  });
});

describe('the position Other', () => {
  it('asks the applicant to name the position', () => {
    expect(messages({ ...validForm, position: 'Other' })).toEqual({
      otherPosition: 'Please tell us which position you are applying for',
    });
    expect(messages({ ...validForm, position: 'Other', otherPosition: '  ' })).toEqual({
      otherPosition: 'Please tell us which position you are applying for',
    });
    const parsed = formSchema.parse({
      ...validForm,
      position: 'Other',
      otherPosition: ' Network\nEngineer ',
    });
    expect(parsed.otherPosition).toBe('Network Engineer');
  });

  it('does not ask beside a listed position, nor on the server for the seed clients that never send it', () => {
    expect(messages({ ...validForm, position: 'CRM' })).toEqual({});
    const submission = applicationSubmissionSchema(openings).safeParse({
      ...validForm,
      jobId: '001',
      position: 'Other',
    });
    expect(submission.success).toBe(true);
  });

  it('is shown to HR with what the applicant wrote', () => {
    expect(positionLabel('Other', 'Network Engineer')).toBe('Other: Network Engineer');
    expect(positionLabel('Other', null)).toBe('Other');
    expect(positionLabel('CRM', 'stray')).toBe('CRM');
  });
});
