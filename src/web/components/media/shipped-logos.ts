/**
 * The logos the site ships with (src/web/public/logos, addressed `/logos/<slug>.svg`), as markup to
 * draw inline. Chromium gives every SVG shown through `<img>` a document of its own, built on the
 * main thread: on the home page, whose service cards show 14 partner logos near the top, that was
 * about a fifth of the page's main-thread work (issue 32, decision 0011). Drawn inline they cost
 * about what no logo costs. Only these files, which come with the code, are inlined: an uploaded
 * logo (`/media/<id>`, never SVG) stays an image.
 */

/**
 * A logo file's drawing: its coordinate system, its width over its height (what an image of it
 * would have as natural aspect ratio) and what is inside its `<svg>` element.
 */
export type InlineLogo = { viewBox: string; aspectRatio: number; markup: string };

const sources = import.meta.glob<string>('../../public/logos/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * The drawing of an `<svg>` file: its `viewBox` and contents, without its `<title>` (the page names
 * the logo itself, or hides it when the name is printed beside it). Undefined when the file is not
 * a single `<svg>` element with a `viewBox`, which is then shown as an image.
 */
export function parseLogo(source: string): InlineLogo | undefined {
  const element = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(source);
  const viewBox = element && /\bviewBox="([^"]+)"/.exec(element[1] ?? '')?.[1];
  const [, , width, height] =
    viewBox
      ?.trim()
      .split(/[\s,]+/)
      .map(Number) ?? [];
  if (!element || !viewBox || !width || !height) return undefined;
  const markup = (element[2] ?? '').replace(/<title>[\s\S]*?<\/title>/g, '');
  return { viewBox, aspectRatio: width / height, markup };
}

const shippedLogos = new Map<string, InlineLogo>();
for (const [file, source] of Object.entries(sources)) {
  const logo = parseLogo(source);
  if (logo) shippedLogos.set(`/logos/${file.slice(file.lastIndexOf('/') + 1)}`, logo);
}

/** The drawing of the shipped logo at `src` (`/logos/hp.svg`), or undefined for any other address. */
export function shippedLogo(src: string): InlineLogo | undefined {
  return shippedLogos.get(src);
}
