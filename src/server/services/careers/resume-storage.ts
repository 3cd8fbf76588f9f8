import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Resumes are kept in the file store (services/storage) under keys the server chooses (random,
 * never the applicant's file name), written in the transaction that stores their application.
 * An upload is read into memory first: the multipart limit (RESUME_MAX_BYTES) bounds it.
 */

/** Every PDF starts with these bytes, whatever its name or declared type says. */
const PDF_SIGNATURE = Buffer.from('%PDF-');

export const RESUME_CONTENT_TYPE = 'application/pdf';

/** Every resume's key in the file store starts with this. */
export const RESUME_KEY_PREFIX = 'resumes/';

export type ReceivedResume = {
  /** The upload's bytes; empty when it is not a PDF, since other content is never kept. */
  content: Buffer;
  size: number;
  /** Whether the content starts with the PDF signature. */
  isPdf: boolean;
};

/** A new key for a resume in the file store: 128 random bits. */
export function newResumeKey(): string {
  return `${RESUME_KEY_PREFIX}${randomBytes(16).toString('hex')}.pdf`;
}

/**
 * Reads an upload to its end (so the request completes), checking its first bytes: a PDF is kept,
 * anything else only counted.
 */
export async function receiveResume(source: Readable): Promise<ReceivedResume> {
  const kept: Buffer[] = [];
  let size = 0;
  let head = Buffer.alloc(0);
  let isPdf: boolean | undefined;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (isPdf === undefined) {
      head = Buffer.concat([head, chunk]);
      if (head.length < PDF_SIGNATURE.length) continue;
      isPdf = head.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE);
      if (isPdf) kept.push(head);
    } else if (isPdf) {
      kept.push(chunk);
    }
  }
  // Shorter than the signature: not a PDF.
  return isPdf
    ? { content: Buffer.concat(kept), size, isPdf }
    : { content: Buffer.alloc(0), size, isPdf: false };
}
