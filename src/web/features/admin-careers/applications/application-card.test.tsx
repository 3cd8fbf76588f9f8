import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApplicationAdminView } from '#shared/careers.js';
import { ApplicationCard } from './application-card.js';

const application: ApplicationAdminView = {
  id: 1,
  reference: 'A7K3M9QX',
  first_name: 'Asha',
  last_name: 'Sen',
  email: 'asha@example.com',
  phone: '9876543210',
  job_id: '001',
  job_title: 'Senior Accountant',
  position: 'Senior Accountant',
  other_position: null,
  application_date: '2026-11-23T05:30:00.000Z',
  expected_salary: '4.2 LPA',
  available_start_date: '2026-12-01',
  language: 'hi',
  status: 'pending',
  resume_size: 2048,
};

describe('an application as HR reads it', () => {
  it("names the language of the page it was sent from in English and in the language's own script", () => {
    const html = renderToStaticMarkup(
      <ApplicationCard
        application={application}
        onStatusChange={() => {}}
        onDownloadResume={() => {}}
        onDelete={() => {}}
      />,
    );
    expect(html).toMatch(/<dt[^>]*>Language<\/dt><dd[^>]*>Hindi \(हिन्दी\)<\/dd>/);
  });
});
