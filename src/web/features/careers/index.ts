/** The careers feature's public face: the job application dialog, and the forms' honeypot field. */
export { ApplicationDialog } from './application-dialog.js';
export type { ApplicationJob, ApplicationSetup } from './application-form.js';
export { applicationPhrasebook } from './application-form-text.js';
export { HoneypotField } from './honeypot-field.js';
