// The typeface each language's script is set in, by language code (decision 0012, "Fonts"): a
// language whose script the devices of its readers may lack a good face for gets one here,
// self-hosted from its Fontsource package (`npm install @fontsource/<id>`); no code. Kept apart
// from the language list, which the islands carry to the browser: only the server reads this.

export type LanguageFont = {
  /** The family's name, as the page's CSS uses it: 'Noto Sans Bengali'. */
  family: string;
  /** The Fontsource package's id: 'noto-sans-bengali' for @fontsource/noto-sans-bengali. */
  fontsourceId: string;
  /**
   * The package's subset with the script's letters: 'bengali'. Only that subset is loaded, for
   * the code points in `unicodeRange` (as the package's CSS declares them), so Latin text keeps
   * the site's own face and English words on the page download nothing.
   */
  subset: string;
  unicodeRange: string;
  /**
   * The weights loaded: 400 for text and 700 for headings; text set in 500 is drawn with the 400
   * and text in 600 or 800 with the 700, the nearest weights by CSS's matching.
   */
  weights: readonly number[];
  /**
   * The weights fetched from the head, before the page's CSS asks for them: the bold of the hero's
   * heading and buttons, so it is usually there by the first paint (a face that is not is left
   * out for that page: decision 0012, "No swap after the first paint").
   * Lighthouse mobile, 2026-11-29: /bn's CLS 0.00105 → 0; simulated LCP about 0.3 s later on /bn
   * and 0.5 s on /hi/careers (both weights: 0.2 s and 1.2 s; the 400 alone left the shift).
   */
  preloadWeights: readonly number[];
  /**
   * The face shown when the font is not there by the first paint: a font of the script already on
   * the device, drawn with the web font's vertical metrics (its hhea ascent and descent over its
   * em, read from the woff2) so lines keep the font's height. `sizeAdjust` is
   * 100%: the first local faces are the same design (Noto, on Android and many Linux systems);
   * the others (Nirmala UI on Windows) were not measured against it (no machine here has them).
   */
  fallback: {
    /** Names for `local()`: full or PostScript names ('Noto Sans Bengali Regular', 'Nirmala UI'). */
    localFaces: readonly string[];
    sizeAdjust: string;
    ascentOverride: string;
    descentOverride: string;
  };
};

export const languageFonts: Readonly<Record<string, LanguageFont>> = {
  bn: {
    family: 'Noto Sans Bengali',
    fontsourceId: 'noto-sans-bengali',
    subset: 'bengali',
    unicodeRange:
      'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1',
    weights: [400, 700],
    preloadWeights: [700],
    fallback: {
      localFaces: ['Noto Sans Bengali Regular', 'NotoSansBengali-Regular', 'Nirmala UI'],
      sizeAdjust: '100%',
      ascentOverride: '91.7%',
      descentOverride: '40.8%',
    },
  },
  hi: {
    family: 'Noto Sans Devanagari',
    fontsourceId: 'noto-sans-devanagari',
    subset: 'devanagari',
    unicodeRange:
      'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09',
    weights: [400, 700],
    preloadWeights: [700],
    fallback: {
      localFaces: ['Noto Sans Devanagari Regular', 'NotoSansDevanagari-Regular', 'Nirmala UI', 'Mangal'],
      sizeAdjust: '100%',
      ascentOverride: '89.6%',
      descentOverride: '40.8%',
    },
  },
};

/** A weight's file in the package: '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2'. */
export function fontFile(font: LanguageFont, weight: number): string {
  return `@fontsource/${font.fontsourceId}/files/${font.fontsourceId}-${font.subset}-${weight}-normal.woff2`;
}
