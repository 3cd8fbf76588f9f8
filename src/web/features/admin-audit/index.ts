// The owner's Audit tab: who did what, filtered and exported.

export { AuditTab } from './audit-tab.js';
