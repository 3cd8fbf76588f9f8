// Small helpers for writing SVG by hand: escaping text, and sizing text without measuring fonts.

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The font stack of generated text: what browsers and librsvg (via fontconfig) both find. */
export const sansSerifFonts = "Arial, Helvetica, 'Liberation Sans', 'DejaVu Sans', sans-serif";

/**
 * Approximate advance width of bold sans-serif text, in ems. Generated text sets this as its
 * `textLength`, so every font draws it exactly this wide and the viewBox always fits.
 */
export function boldTextWidthEm(text: string): number {
  let width = 0;
  for (const character of text) {
    if (character === ' ') width += 0.28;
    else if (/[A-Z0-9]/.test(character)) width += 0.7;
    else if (/[ijlt.,:;'!|]/.test(character)) width += 0.3;
    else width += 0.58;
  }
  return width;
}

/** Breaks text into lines of at most `maxCharacters`, at spaces (a longer word keeps its line). */
export function wrapWords(text: string, maxCharacters: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxCharacters) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A stable 32-bit number from a string (FNV-1a), to vary sample pictures by their id. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
