// How an SVG logo file is drawn inline (shipped-logos.ts): kept apart from the build-time file
// list so the media generator's test can check its own output with it.

/**
 * A logo file's drawing: its coordinate system, its width over its height (what an image of it
 * would have as natural aspect ratio) and what is inside its `<svg>` element.
 */
export type InlineLogo = { viewBox: string; aspectRatio: number; markup: string };

/**
 * The drawing of an `<svg>` file: its `viewBox` and contents, without its `<title>` (the page names
 * the logo itself, or hides it when the name is printed beside it). Undefined when the file is not
 * one `<svg>` element with a `viewBox` and no `<svg>` inside, which is then shown as an image.
 */
export function parseLogo(source: string): InlineLogo | undefined {
  const element = /^\s*<svg\b([^>]*[^/>])?>([\s\S]*)<\/svg>\s*$/.exec(source);
  const [, attributes = '', contents = ''] = element ?? [];
  const viewBox = /\bviewBox="([^"]+)"/.exec(attributes)?.[1];
  const [, , width, height] = (viewBox ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (!element || !viewBox || !width || !height || /<svg\b/.test(contents)) return undefined;
  const markup = contents.replace(/<title>[\s\S]*?<\/title>/g, '');
  return { viewBox, aspectRatio: width / height, markup };
}
