import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Resumes live in one folder under DATA_DIR, which the web server never serves, under names the
 * server chooses (random, never the applicant's). An upload is first written to a temporary
 * `.part` file and only renamed to its final name inside the transaction that stores its row.
 */

/** Every PDF starts with these bytes, whatever its name or declared type says. */
const PDF_SIGNATURE = Buffer.from('%PDF-');

/** A resume being deleted carries this suffix until its row's deletion has committed. */
const SET_ASIDE_SUFFIX = '.deleting';

export type ReceivedResume = {
  /** The temporary file holding the upload; gone once committed or discarded. */
  tempPath: string;
  size: number;
  /** Whether the content starts with the PDF signature. Other content is not kept on disk. */
  isPdf: boolean;
};

export function resumesDirectory(dataDir: string): string {
  return path.join(dataDir, 'resumes');
}

export async function ensureResumesDirectory(directory: string): Promise<void> {
  await fs.mkdir(directory, { recursive: true, mode: 0o700 });
}

/** A new final file name for a resume: 128 random bits. */
export function newResumeFileName(): string {
  return `${randomBytes(16).toString('hex')}.pdf`;
}

/**
 * Streams an upload to a temporary file, checking its first bytes on the way. Content that is not
 * a PDF is read to the end (so the request completes) but not written. The caller owns the
 * temporary file afterwards: commit it or discard it.
 */
export async function receiveResume(directory: string, source: Readable): Promise<ReceivedResume> {
  const tempPath = path.join(directory, `.upload-${randomBytes(16).toString('hex')}.part`);
  const sniffer = new PdfSignatureCheck();
  const target = createWriteStream(tempPath, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(source, sniffer, target);
    await flushToDisk(tempPath);
  } catch (error) {
    // A body cut short can fail the pipeline while the file is still being opened: wait for the
    // stream to close, or the removal would run before the file exists and leave it behind.
    if (!target.closed) await once(target, 'close').catch(() => {});
    await fs.rm(tempPath, { force: true });
    throw error;
  }
  return { tempPath, size: sniffer.bytesSeen, isPdf: sniffer.isPdf };
}

/** Gives the temporary file its final name; the caller does this inside the row's transaction. */
export async function commitResume(
  directory: string,
  resume: ReceivedResume,
  fileName: string,
): Promise<void> {
  await fs.rename(resume.tempPath, path.join(directory, fileName));
}

export async function discardResume(resume: ReceivedResume): Promise<void> {
  await fs.rm(resume.tempPath, { force: true });
}

/** Deletes a stored resume; a file already gone is not an error. */
export async function removeResume(directory: string, fileName: string): Promise<void> {
  await fs.rm(path.join(directory, fileName), { force: true });
}

/** Renames a stored resume out of the way of its name; the new name, or undefined when it is missing. */
export async function setResumeAside(directory: string, fileName: string): Promise<string | undefined> {
  const asideName = `${fileName}${SET_ASIDE_SUFFIX}`;
  try {
    await fs.rename(path.join(directory, fileName), path.join(directory, asideName));
    return asideName;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Undoes `setResumeAside`. */
export async function restoreResume(directory: string, asideName: string): Promise<void> {
  await fs.rename(
    path.join(directory, asideName),
    path.join(directory, asideName.slice(0, -SET_ASIDE_SUFFIX.length)),
  );
}

/** The stored file, or undefined when it is missing. */
export async function openResume(
  directory: string,
  fileName: string,
): Promise<{ stream: ReadStream; size: number } | undefined> {
  const filePath = path.join(directory, fileName);
  try {
    const stats = await fs.stat(filePath);
    return { stream: createReadStream(filePath), size: stats.size };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Removes what a crash between writing a file and committing its row may have left: temporary
 * uploads, and resumes no application names. Only files older than `minimumAgeMs` are touched,
 * so an upload in progress (in this or another process) is never removed.
 */
export async function sweepOrphanResumes(
  directory: string,
  isReferenced: (fileName: string) => Promise<boolean>,
  now: Date,
  minimumAgeMs: number,
): Promise<string[]> {
  const removed: string[] = [];
  for (const fileName of await fs.readdir(directory)) {
    const filePath = path.join(directory, fileName);
    const stats = await fs.stat(filePath);
    if (!stats.isFile() || now.getTime() - stats.mtimeMs < minimumAgeMs) continue;
    if (fileName.endsWith('.part') || !(await isReferenced(fileName))) {
      await fs.rm(filePath, { force: true });
      removed.push(fileName);
    }
  }
  return removed;
}

async function flushToDisk(filePath: string): Promise<void> {
  const handle = await fs.open(filePath, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Passes a PDF through unchanged; swallows anything else, counting its bytes either way. */
class PdfSignatureCheck extends Transform {
  bytesSeen = 0;
  isPdf = false;
  #head = Buffer.alloc(0);
  #decided = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytesSeen += chunk.length;
    if (this.#decided) return done(null, this.isPdf ? chunk : undefined);
    this.#head = Buffer.concat([this.#head, chunk]);
    if (this.#head.length < PDF_SIGNATURE.length) return done();
    this.#decide();
    const head = this.#head;
    this.#head = Buffer.alloc(0);
    done(null, this.isPdf ? head : undefined);
  }

  override _flush(done: TransformCallback) {
    // Shorter than the signature: not a PDF.
    if (!this.#decided) this.#decide();
    done();
  }

  #decide() {
    this.#decided = true;
    this.isPdf = this.#head.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE);
  }
}
