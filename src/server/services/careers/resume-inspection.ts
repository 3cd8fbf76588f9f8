import type { PDFName, PDFObject } from 'pdf-lib';

type PdfLib = typeof import('pdf-lib');

/**
 * What a resume's content says about it, beyond its first bytes:
 * - `unreadable`: no PDF reader would show it (a bare `%PDF-`, a broken file, no page), or it is
 *   encrypted, so its objects cannot be checked;
 * - `active-content`: it would run something when opened: JavaScript, a launch of another program,
 *   or an action on opening. HR opens every resume; a plain document needs none of these.
 */
export type ResumeVerdict = 'readable' | 'unreadable' | 'active-content';

/**
 * The names that make a PDF act: JavaScript (`/JavaScript` actions and name trees, `/JS` code),
 * `/Launch` (runs a program or opens a file). `/OpenAction` is checked apart: see below.
 */
const activeNames = new Set(['JavaScript', 'JS', 'Launch']);

/**
 * Parses the whole file with pdf-lib (every object, those packed in object streams too) and walks
 * every dictionary for the names above, however they are written (`/J#61vaScript` is JavaScript).
 */
export async function inspectResume(bytes: Uint8Array): Promise<ResumeVerdict> {
  // Loaded on the first application: pdf-lib costs every start about 300 ms otherwise.
  const pdfLib = await import('pdf-lib');
  try {
    const document = await pdfLib.PDFDocument.load(bytes, {
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
    if (document.getPageCount() < 1) return 'unreadable';
    const objects = document.context.enumerateIndirectObjects().map(([, object]) => object);
    return objects.some((object) => isActive(pdfLib, object)) ? 'active-content' : 'readable';
  } catch {
    // pdf-lib throws on a broken file (no catalog, no page tree), and on an encrypted one, whose
    // packed objects could not be checked.
    return 'unreadable';
  }
}

function isActive(pdfLib: PdfLib, object: PDFObject): boolean {
  const { PDFArray, PDFDict, PDFName, PDFStream } = pdfLib;
  if (object instanceof PDFStream) return isActive(pdfLib, object.dict);
  if (object instanceof PDFArray) return object.asArray().some((item) => isActive(pdfLib, item));
  if (object instanceof PDFName) return activeNames.has(plainName(object));
  if (!(object instanceof PDFDict)) return false;
  return object.entries().some(([key, value]) => {
    const name = plainName(key);
    if (activeNames.has(name)) return true;
    // An action to run on opening is refused; a destination (an array: "open at page 1", as
    // office suites write) is not an action and stays allowed.
    if (name === 'OpenAction' && !(value instanceof PDFArray)) return true;
    return isActive(pdfLib, value);
  });
}

/**
 * A name as a reader understands it, `#xx` escapes decoded. pdf-lib decodes only upper-case hex
 * digits and writes a lone `#` as `#23`, so `/#4a` comes out as `/#234a`: decoding until nothing
 * changes finds the `J` a reader sees.
 */
function plainName(name: PDFName): string {
  let text = name.asString().slice(1);
  for (let previous = ''; previous !== text; ) {
    previous = text;
    text = text.replace(/#([0-9a-fA-F]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
  return text;
}
