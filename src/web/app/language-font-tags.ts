import { fontFile, type LanguageFont, languageFonts } from '#shared/language-fonts.js';
import type { SiteLanguage } from '#shared/languages.js';

/**
 * The address each Fontsource font file is served at: hashed under /assets/ in the build (the
 * client build emits the files a language uses, scripts/language-fonts-plugin.ts), from the
 * package in development and tests. Keyed by the path after node_modules/.
 */
const fontUrls = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../../node_modules/@fontsource/*/files/*-normal.woff2', {
      query: '?url',
      import: 'default',
      eager: true,
    }),
  ).map(([file, url]) => [file.slice(file.indexOf('@fontsource/')), url]),
);

function fontUrl(font: LanguageFont, weight: number): string {
  const file = fontFile(font, weight);
  const url = fontUrls[file];
  if (!url) throw new Error(`${file} is not installed: npm install @fontsource/${font.fontsourceId}`);
  return url;
}

/**
 * The `<head>` tags that set a page's language in its own typeface (decision 0012, "Fonts"): the
 * weights it names preloaded, its faces for the script's code points only, used when they are
 * there by the first paint (`optional`: a face swapped in later moves the text), over a fallback
 * of the device's with the font's vertical metrics; none for a language without a font (English).
 */
export function languageFontTags(language: SiteLanguage): string[] {
  const font = languageFonts[language.code];
  if (!font) return [];
  const { family, unicodeRange, fallback } = font;
  const faces = font.weights.map(
    (weight) =>
      `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};font-display:optional;` +
      `src:url(${fontUrl(font, weight)}) format('woff2');unicode-range:${unicodeRange}}`,
  );
  const fallbackFace =
    `@font-face{font-family:'${family} Fallback';src:${fallback.localFaces.map((name) => `local('${name}')`).join(',')};` +
    `size-adjust:${fallback.sizeAdjust};ascent-override:${fallback.ascentOverride};` +
    `descent-override:${fallback.descentOverride};line-gap-override:0%;unicode-range:${unicodeRange}}`;
  // Outside any cascade layer, so it wins over Tailwind's base font stack, which it extends.
  const pageFont = `html{font-family:'${family}','${family} Fallback',var(--font-sans)}`;
  const preloads = font.preloadWeights.map(
    (weight) =>
      `<link rel="preload" href="${fontUrl(font, weight)}" as="font" type="font/woff2" crossorigin />`,
  );
  return [...preloads, `<style>${[...faces, fallbackFace, pageFont].join('')}</style>`];
}
