import type { SampleReason } from '#shared/content.js';

/** Why the launch checklist lists a value, as the admin reads it. */
export const sampleReasonLabels: Record<SampleReason, string> = {
  'example-address': 'example.com address',
  'sample-number': 'sample number',
  'sample-name': 'marked as a sample',
  'sample-media': 'generated illustration, not an uploaded photo',
  'sample-owner-email': "the owner's sign-in e-mail is still the sample",
};
