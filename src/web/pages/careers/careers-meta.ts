import type { RouteHandle } from '#web/app/page-meta.js';
import { jobPostingsJsonLd } from './job-postings-structured-data.js';

export const careersHandle: RouteHandle = {
  meta: (_params, { content, today, text }) => ({
    title: text('Careers'),
    description: text('Current job openings in Kolkata and how to apply with your resume.'),
    canonicalPath: '/careers',
    jsonLd: jobPostingsJsonLd(content, today, text),
  }),
};
