import type { Multipart } from '@fastify/multipart';
import { type ReceivedResume, receiveResume } from './resume-storage.js';

/**
 * Reads a multipart application: its text fields, and its `resume` file (resume-storage.ts). The
 * Job ID is checked the moment its part arrives, before any file is read: a refused Job ID ends
 * the reading there (issue 46, M1), and a file sent before the Job ID is never read.
 */

type ApplicationUpload<Refusal> =
  | {
      kind: 'read';
      /** The first value of each text field. */
      fields: Record<string, string>;
      /** Absent when no file, or an empty one, was sent. */
      resume: ReceivedResume | undefined;
    }
  /** What `checkJobId` answered; the parts after the Job ID were not read. */
  | { kind: 'job-refused'; refusal: Refusal }
  /** A file came before the Job ID: it was not read. */
  | { kind: 'file-before-job-id' };

/** The upload broke a size limit (the resume's, or the caps on fields and parts). */
export class UploadTooLargeError extends Error {
  override name = 'UploadTooLargeError';
  constructor(readonly part: 'resume' | 'form') {
    super(`upload too large: ${part}`);
  }
}

/**
 * `checkJobId` answers why the Job ID (empty when none was sent) takes no application, or
 * undefined when it does.
 */
export async function readApplicationUpload<Refusal>(
  parts: AsyncIterable<Multipart>,
  checkJobId: (jobId: string) => Refusal | undefined,
): Promise<ApplicationUpload<Refusal>> {
  const fields: Record<string, string> = {};
  let resume: ReceivedResume | undefined;
  let jobIdChecked = false;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw new UploadTooLargeError('form');
        if (typeof part.value === 'string') fields[part.fieldname] ??= part.value;
        if (part.fieldname === 'jobId' && !jobIdChecked) {
          jobIdChecked = true;
          const refusal = checkJobId(fields.jobId ?? '');
          if (refusal !== undefined) return { kind: 'job-refused', refusal };
        }
      } else if (!jobIdChecked) {
        return { kind: 'file-before-job-id' };
      } else if (part.fieldname === 'resume' && resume === undefined) {
        resume = await receiveResume(part.file);
        // Past the limit the parser drops the rest of the file and marks it truncated.
        if (part.file.truncated) throw new UploadTooLargeError('resume');
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    throw translateUploadError(error);
  }
  const refusal = jobIdChecked ? undefined : checkJobId('');
  if (refusal !== undefined) return { kind: 'job-refused', refusal };
  return { kind: 'read', fields, resume: resume && resume.size > 0 ? resume : undefined };
}

/** The body is not well-formed multipart data (cut short, a bad boundary, a broken part). */
export class MalformedUploadError extends Error {
  override name = 'MalformedUploadError';
}

/**
 * @fastify/multipart reports its limits as errors with these codes; any other error comes from
 * parsing what the client sent.
 */
function translateUploadError(error: unknown): unknown {
  if (error instanceof UploadTooLargeError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new UploadTooLargeError('resume');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new UploadTooLargeError('form');
  }
  return new MalformedUploadError('malformed multipart body', { cause: error });
}
