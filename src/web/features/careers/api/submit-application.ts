import type { ApplicationFields, ApplicationReceipt } from '#shared/careers.js';
import { honeypotFieldName } from '#shared/careers.js';
import { otherPositionChoice } from '#shared/position-choices.js';
import { ApiError, ApiUnreachableError, apiJson } from '#web/lib/api-client.js';

/** What the dialog sends: the checked fields, the job, the resume, and the honeypot as typed. */
export type ApplicationRequest = ApplicationFields & {
  jobId: string;
  jobTitle: string;
  resume: File;
  honeypot: string;
};

type SubmitOutcome =
  | { kind: 'accepted'; applicationId: number }
  | { kind: 'refused'; message: string; fields: Record<string, string> }
  | { kind: 'unreachable' };

/** `POST /api/careers/apply` as multipart form data, with the seed's field names. */
export async function submitApplication(request: ApplicationRequest): Promise<SubmitOutcome> {
  const body = new FormData();
  body.append('jobId', request.jobId);
  body.append('jobTitle', request.jobTitle);
  body.append('firstName', request.firstName);
  body.append('lastName', request.lastName);
  body.append('email', request.email);
  body.append('phone', request.phone);
  body.append('expectedSalary', request.expectedSalary);
  body.append('position', request.position);
  // Ours, beside the seed's fields: what an applicant choosing 'Other' applies for.
  if (request.position === otherPositionChoice && request.otherPosition) {
    body.append('otherPosition', request.otherPosition);
  }
  body.append('availableStartDate', request.availableStartDate);
  if (request.honeypot) body.append(honeypotFieldName, request.honeypot);
  // Last, so the server has every field before the file streams in.
  body.append('resume', request.resume, request.resume.name);

  try {
    const { data } = await apiJson<ApplicationReceipt>('/api/careers/apply', {
      method: 'POST',
      formData: body,
    });
    return { kind: 'accepted', applicationId: data.applicationId };
  } catch (error) {
    if (error instanceof ApiUnreachableError) return { kind: 'unreachable' };
    if (error instanceof ApiError) return { kind: 'refused', message: error.message, fields: error.fields };
    throw error;
  }
}
