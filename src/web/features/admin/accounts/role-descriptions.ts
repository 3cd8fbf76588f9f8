import type { StaffRole } from '#shared/accounts.js';

/** What each role may do, as the invite form explains it (the server's table is admin-route-roles.ts). */
export const roleDescriptions: Record<StaffRole, string> = {
  owner: 'Everything, including the accounts and the audit log',
  hr: 'Job applications, job openings and their resumes',
  editor: 'Site content and media: edit, preview, publish, restore',
  branch: 'Read-only analytics and the enquiries of the branches you choose',
};
