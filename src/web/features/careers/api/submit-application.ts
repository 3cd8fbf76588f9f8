import type { ApplicationFields, ApplicationReceipt } from '#shared/careers.js';
import { applicantFields, honeypotFieldName } from '#shared/careers.js';
import { otherPositionChoice } from '#shared/position-choices.js';
import { ApiError, ApiUnreachableError, apiJson } from '#web/lib/api-client.js';

/**
 * What the dialog sends: the checked fields, the job, the code of the page's language ('bn'), the
 * resume, and the honeypot as typed.
 */
export type ApplicationRequest = ApplicationFields & {
  jobId: string;
  jobTitle: string;
  language: string;
  resume: File;
  honeypot: string;
};

type SubmitOutcome =
  | { kind: 'accepted'; reference: string }
  | { kind: 'refused'; message: string; fields: Record<string, string> }
  | { kind: 'unreachable' };

/**
 * `POST /api/careers/apply` as multipart form data, with the seed's field names: the Job ID first
 * (the server checks it before it reads anything else), then each field of the schema and the
 * page's language.
 */
export async function submitApplication(request: ApplicationRequest): Promise<SubmitOutcome> {
  const body = new FormData();
  body.append('jobId', request.jobId);
  body.append('jobTitle', request.jobTitle);
  for (const { name } of applicantFields) {
    const value = request[name];
    // What an applicant choosing 'Other' applies for goes only with Other.
    const meant = name !== 'otherPosition' || request.position === otherPositionChoice;
    if (value && meant) body.append(name, value);
  }
  body.append('language', request.language);
  if (request.honeypot) body.append(honeypotFieldName, request.honeypot);
  // Last, so the server has every field before the file streams in.
  body.append('resume', request.resume, request.resume.name);

  try {
    const { data } = await apiJson<ApplicationReceipt>('/api/careers/apply', {
      method: 'POST',
      formData: body,
      acceptLanguage: request.language,
    });
    return { kind: 'accepted', reference: data.reference };
  } catch (error) {
    if (error instanceof ApiUnreachableError) return { kind: 'unreachable' };
    if (error instanceof ApiError) return { kind: 'refused', message: error.message, fields: error.fields };
    throw error;
  }
}
