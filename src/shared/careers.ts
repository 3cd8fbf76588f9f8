import { z } from 'zod';

/**
 * The careers API contract (spec sections 3 and 7). The application form's schema is added here by
 * the careers work; these are the admin-side shapes the admin screen reads.
 */
export const applicationStatuses = ['pending', 'reviewing', 'accepted', 'rejected'] as const;
export const applicationStatusSchema = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** One application as the admin list shows it (the seed's snake_case field names). */
export type ApplicationAdminView = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  job_id: string;
  job_title: string;
  position: string;
  application_date: string;
  expected_salary: string;
  available_start_date: string;
  status: ApplicationStatus;
  /** Bytes. */
  resume_size: number;
};

/** `GET /api/careers/applications` → `data` */
export type ApplicationsPage = {
  applications: ApplicationAdminView[];
  /** How many match the filters (for paging). */
  total: number;
  /** Counts by status over all applications (for the status pie chart). */
  statusCounts: Record<ApplicationStatus, number>;
};

/** `GET /api/careers/applications/:id/history` → `data.history` */
export type ApplicationStatusChange = {
  from_status: ApplicationStatus | null;
  to_status: ApplicationStatus;
  changed_at: string;
};
