/**
 * The logos the site ships with (src/web/public/logos, addressed `/logos/<slug>.svg`), as markup to
 * draw inline. Chromium gives every SVG shown through `<img>` a document of its own, built on the
 * main thread: on the home page, whose service cards show 14 partner logos near the top, that was
 * about a fifth of the page's main-thread work (issue 32, decision 0011). Drawn inline they cost
 * about what no logo costs. Only these files, which come with the code, are inlined: an uploaded
 * logo (`/media/<id>`, never SVG) stays an image.
 */

import { type InlineLogo, parseLogo } from './inline-logo.js';

const sources = import.meta.glob<string>('../../public/logos/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const shippedLogos = new Map<string, InlineLogo>();
for (const [file, source] of Object.entries(sources)) {
  const logo = parseLogo(source);
  if (logo) shippedLogos.set(`/logos/${file.slice(file.lastIndexOf('/') + 1)}`, logo);
}

/** The drawing of the shipped logo at `src` (`/logos/hp.svg`), or undefined for any other address. */
export function shippedLogo(src: string): InlineLogo | undefined {
  return shippedLogos.get(src);
}
