import type { ApiEnvelope } from '../../../../shared/api-envelope.js';
import type { ApplicationFields, ApplicationReceipt } from '../../../../shared/careers.js';
import { honeypotFieldName } from '../../../../shared/careers.js';

/** What the dialog sends: the checked fields, the job, the resume, and the honeypot as typed. */
export type ApplicationRequest = ApplicationFields & {
  jobId: string;
  jobTitle: string;
  resume: File;
  honeypot: string;
};

export type SubmitOutcome =
  | { kind: 'accepted'; applicationId: number }
  | { kind: 'refused'; message: string; fields: Record<string, string> }
  | { kind: 'unreachable' };

/** A proxy's answer when the server behind it is away: not ours, so the backend is not available. */
const gatewayFailures = new Set([502, 503, 504]);

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
  body.append('availableStartDate', request.availableStartDate);
  if (request.honeypot) body.append(honeypotFieldName, request.honeypot);
  // Last, so the server has every field before the file streams in.
  body.append('resume', request.resume, request.resume.name);

  let response: Response;
  try {
    response = await fetch('/api/careers/apply', { method: 'POST', body });
  } catch {
    return { kind: 'unreachable' };
  }
  const envelope = (await response.json().catch(() => undefined)) as
    | ApiEnvelope<ApplicationReceipt>
    | undefined;
  if (envelope?.success && response.ok)
    return { kind: 'accepted', applicationId: envelope.data.applicationId };
  if (!envelope && gatewayFailures.has(response.status)) return { kind: 'unreachable' };
  if (envelope && !envelope.success) {
    return { kind: 'refused', message: envelope.message, fields: envelope.fields ?? {} };
  }
  return { kind: 'refused', message: `HTTP error! status: ${response.status}`, fields: {} };
}
