import { describe, expect, it } from 'vitest';
import type { ApplicationAdminView, ApplicationsPage } from '#shared/careers.js';
import { withoutApplication, withStatus } from './applications-page-changes.js';

function application(id: number, status: ApplicationAdminView['status']): ApplicationAdminView {
  return {
    id,
    reference: `A7K3M9Q${id}`,
    first_name: 'Asha',
    last_name: `Sen ${id}`,
    email: `asha${id}@example.com`,
    phone: '9876543210',
    job_id: '001',
    job_title: 'Senior Accountant',
    position: 'Senior Accountant',
    other_position: null,
    application_date: '2025-09-01T10:00:00.000Z',
    expected_salary: '4.2 LPA',
    available_start_date: '2025-10-01',
    language: 'en',
    status,
    resume_size: 2048,
  };
}

const page: ApplicationsPage = {
  applications: [application(1, 'pending'), application(2, 'rejected')],
  total: 25,
  statusCounts: { pending: 10, reviewing: 3, accepted: 2, rejected: 10 },
};

describe('a loaded page of applications after a confirmed change', () => {
  it('moves one count from the old status to the new one', () => {
    const changed = withStatus(page, 1, 'accepted');
    expect(changed.applications.map((row) => row.status)).toEqual(['accepted', 'rejected']);
    expect(changed.statusCounts).toEqual({ pending: 9, reviewing: 3, accepted: 3, rejected: 10 });
    expect(changed.total).toBe(25);
  });

  it('drops a deleted row, the total and one count of its status', () => {
    const changed = withoutApplication(page, { id: 2, status: 'rejected' });
    expect(changed.applications.map((row) => row.id)).toEqual([1]);
    expect(changed.total).toBe(24);
    expect(changed.statusCounts).toEqual({ pending: 10, reviewing: 3, accepted: 2, rejected: 9 });
  });

  it('keeps the filtered total but drops the overall count when the deleted row is on another page', () => {
    const changed = withoutApplication(page, { id: 99, status: 'pending' });
    expect(changed.applications).toEqual(page.applications);
    expect(changed.total).toBe(25);
    expect(changed.statusCounts.pending).toBe(9);
  });
});
