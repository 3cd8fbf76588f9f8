import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import { buildPdf } from './pdf-file.js';

/** The text fields of a valid application for the first opening, as the dialog sends them. */
export const validApplicationFields = {
  jobId: '001',
  jobTitle: 'Senior Accountant',
  firstName: 'Asha',
  lastName: 'Sen',
  email: 'asha.sen@example.com',
  phone: '9876543210',
  expectedSalary: '4.2 LPA',
  position: 'Senior Accountant',
  availableStartDate: '2025-09-01',
} as const;

export type ResumePart = { bytes: Buffer; name: string; type: string };

export function pdfResume(text?: string): ResumePart {
  return { bytes: buildPdf(text), name: 'resume.pdf', type: 'application/pdf' };
}

/** A multipart body: the given fields (undefined leaves one out) and, unless null, the resume last. */
export function applicationFormData(
  fields: Record<string, string | undefined> = {},
  resume: ResumePart | null = pdfResume(),
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...validApplicationFields, ...fields })) {
    if (value !== undefined) form.append(name, value);
  }
  // A plain Uint8Array copy: the DOM's Blob type, which the e2e specs compile against, takes no Buffer.
  if (resume)
    form.append('resume', new Blob([new Uint8Array(resume.bytes)], { type: resume.type }), resume.name);
  return form;
}

export function postApplication(app: FastifyInstance, form: FormData = applicationFormData()) {
  return app.inject({ method: 'POST', url: '/api/careers/apply', payload: form });
}

/** The stored id of the application an answer gave the reference of (the answer names no id). */
export async function applicationIdOf(db: Kysely<Database>, reference: string): Promise<number> {
  const row = await db
    .selectFrom('job_applications')
    .select('id')
    .where('reference', '=', reference)
    .executeTakeFirstOrThrow();
  return row.id;
}
