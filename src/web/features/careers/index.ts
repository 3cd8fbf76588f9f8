/** The careers feature's public face: the job application dialog. */
export { ApplicationDialog } from './application-dialog.js';
export type { ApplicationJob, ApplicationSetup } from './application-form.js';
