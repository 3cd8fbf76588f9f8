import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildPdf } from '#tests/support/pdf-file.js';
import { inspectResume } from './resume-inspection.js';

function verdictOf(bytes: Uint8Array | string) {
  return inspectResume(typeof bytes === 'string' ? Buffer.from(bytes) : bytes);
}

/** A one-page PDF made by pdf-lib, its catalog given `entries`, objects packed in object streams. */
async function pdfWithCatalog(entries: (document: PDFDocument) => Record<string, unknown>) {
  const document = await PDFDocument.create();
  document.addPage();
  for (const [key, value] of Object.entries(entries(document))) {
    document.catalog.set(PDFName.of(key), document.context.obj(value as never));
  }
  return document.save({ useObjectStreams: true });
}

describe('inspectResume', () => {
  it('accepts a plain one-page PDF, and one that opens at its first page', async () => {
    expect(await verdictOf(buildPdf('Sample resume'))).toBe('readable');
    const opensAtPageOne = await pdfWithCatalog((document) => ({
      OpenAction: [document.getPage(0).ref, PDFName.of('Fit')],
    }));
    expect(await verdictOf(opensAtPageOne)).toBe('readable');
  });

  it.each([
    ['the signature alone', '%PDF-'],
    ['a header and garbage', '%PDF-1.7\n this is not a PDF at all'],
    ['a cut-off file', buildPdf('Sample resume').subarray(0, 200)],
  ])('finds %s unreadable', async (_kind, bytes) => {
    expect(await verdictOf(bytes)).toBe('unreadable');
  });

  it('finds a PDF without pages unreadable', async () => {
    const empty = await PDFDocument.create();
    expect(await verdictOf(await empty.save({ addDefaultPage: false }))).toBe('unreadable');
  });

  it('refuses JavaScript run on opening, even packed in an object stream', async () => {
    const script = await pdfWithCatalog((document) => ({
      OpenAction: document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
    }));
    expect(Buffer.from(script).includes('JavaScript')).toBe(false); // compressed: no byte scan finds it
    expect(await verdictOf(script)).toBe('active-content');
  });

  it('refuses a JavaScript name tree, a launch action and any action on opening', async () => {
    const nameTree = await pdfWithCatalog((document) => ({
      Names: document.context.obj({ JavaScript: document.context.obj({ Names: [] }) }),
    }));
    expect(await verdictOf(nameTree)).toBe('active-content');
    const launch = await pdfWithCatalog((document) => ({
      AA: document.context.obj({ O: document.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') }) }),
    }));
    expect(await verdictOf(launch)).toBe('active-content');
    const uriOnOpen = await pdfWithCatalog((document) => ({
      OpenAction: document.context.obj({ S: 'URI', URI: PDFString.of('https://example.com') }),
    }));
    expect(await verdictOf(uriOnOpen)).toBe('active-content');
  });

  it('reads names written with #xx escapes as a reader does', async () => {
    const escaped = buildPdf('Sample resume')
      .toString('latin1')
      .replace(
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Catalog /Pages 2 0 R /Names << /J#61vaScript 9 0 R >> >>',
      );
    expect(await verdictOf(Buffer.from(escaped, 'latin1'))).toBe('active-content');
    const lowerCaseHex = escaped.replace('/J#61vaScript', '/#4a#61vaScript');
    expect(await verdictOf(Buffer.from(lowerCaseHex, 'latin1'))).toBe('active-content');
  });
});
