import type { Selectable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { applicationAdminViewSchema } from '#shared/careers.js';
import { applicationAdminView, applicationRow, type NewApplication } from './applications-repository.js';
import type { JobApplicationsTable } from './schema.js';

// The two mappings between the application's contract (src/shared/careers.ts) and its table
// (schema.ts): each field lands in its own column and comes back under the seed's name.

const application: NewApplication = {
  reference: 'A7K3M9QX',
  jobId: '003',
  jobTitle: 'Data Analyst',
  firstName: 'Asha',
  lastName: 'Roy',
  email: 'asha@example.com',
  phone: '9876543210',
  expectedSalary: '4 LPA',
  position: 'Other',
  otherPosition: 'Network Engineer',
  availableStartDate: '2026-12-01',
  resumeFile: 'resumes/abc.pdf',
  language: 'hi',
  resumeSize: 12_345,
  // 20:00 UTC is already the next day in India.
  applicationDate: '2026-11-25T20:00:00.000Z',
};

describe('applicationRow', () => {
  it('puts every field in its column, pending, on the IST day it came in', () => {
    expect(applicationRow(application)).toEqual({
      reference: 'A7K3M9QX',
      job_id: '003',
      job_title: 'Data Analyst',
      first_name: 'Asha',
      last_name: 'Roy',
      email: 'asha@example.com',
      phone: '9876543210',
      expected_salary: '4 LPA',
      position: 'Other',
      other_position: 'Network Engineer',
      available_start_date: '2026-12-01',
      language: 'hi',
      resume_file: 'resumes/abc.pdf',
      resume_size: 12_345,
      status: 'pending',
      application_date: '2026-11-25T20:00:00.000Z',
      application_day: '2026-11-26',
      updated_at: '2026-11-25T20:00:00.000Z',
    });
  });

  it('stores no other position when none was named', () => {
    const { otherPosition: _otherPosition, ...listed } = application;
    expect(applicationRow({ ...listed, position: 'Data Analyst' }).other_position).toBeNull();
  });
});

describe('applicationAdminView', () => {
  const row: Selectable<JobApplicationsTable> = {
    id: 7,
    ...(applicationRow(application) as Omit<Selectable<JobApplicationsTable>, 'id'>),
    status: 'reviewing',
  };

  it('answers a stored row in the admin view the shared schema describes', () => {
    const view = applicationAdminView(row);
    expect(applicationAdminViewSchema.strict().parse(view)).toEqual(view);
    expect(view).toMatchObject({
      id: 7,
      reference: 'A7K3M9QX',
      first_name: 'Asha',
      job_id: '003',
      other_position: 'Network Engineer',
      available_start_date: '2026-12-01',
      status: 'reviewing',
      resume_size: 12_345,
    });
  });
});
