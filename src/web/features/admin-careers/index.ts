// HR's work: the job applications and the openings they apply to (one tab, two views).

export { ApplicationsTab } from './applications/applications-tab.js';
