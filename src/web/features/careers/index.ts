/** The careers feature's public face: the job application dialog. */
export { ApplicationDialog } from './application-dialog.js';
export type { ApplicationJob } from './application-form.js';
