import fs from 'node:fs';
import path from 'node:path';

/**
 * A plain page for the Lighthouse benchmark to audit beside the site's pages in the same Chrome
 * session: about as much text as a long page of the site (80 sections), the site's own stylesheet,
 * no script, no image, no animation. On a busy or slow machine its figures rise too, so a page is
 * judged by how far it stays from this page in the same run, not by absolute figures alone.
 *
 * It is written into the build's web root only while the benchmark runs (the static files are
 * registered when the server starts, so it must be there first) and removed afterwards: it is
 * never part of a build that visitors could reach.
 */
// `.htm`, not `.html`: the server keeps `.html` files private (they are its page templates).
export const referencePagePath = '/bench-reference-page.htm';

/**
 * The same page, which once loaded glides down by `?to=` pixels as the home page glides to a
 * section (a smooth `scrollTo`): what the spec's glide costs on a page with nothing else to do.
 * Its script is a file of its own because the site's Content-Security-Policy allows no inline script.
 */
export const glidingReferencePagePath = '/bench-reference-glide.htm';
const glideScriptPath = '/bench-reference-glide.js';
const glideScript = `addEventListener('load', () => requestAnimationFrame(() => scrollTo({ top: Number(new URLSearchParams(location.search).get('to')), behavior: 'smooth' })));`;

const sectionCount = 80;

const sentences = [
  'Our branches in Kolkata, Siliguri and Guwahati keep laptops, desktops, printers and networking stock for dealers across the east.',
  'Each order is billed with a proper invoice, and every product carries the maker’s own warranty, registered on delivery.',
  'Retail stores stay open seven days a week, with staff who help a buyer choose between models and set the machine up.',
  'Resellers get credit terms, price lists updated every week, and a named account manager who answers the same day.',
  'Service centres repair what they sell, and loan a machine to a business customer while its own is being mended.',
];

function section(index: number): string {
  const paragraph = (offset: number) =>
    Array.from(
      { length: 3 },
      (_, sentence) => sentences[(index + offset + sentence) % sentences.length],
    ).join(' ');
  return `<section class="mx-auto max-w-6xl px-4 py-6"><h2 class="text-2xl font-bold text-slate-900">Section ${index + 1}</h2><p class="mt-2 text-slate-700">${paragraph(0)}</p><p class="mt-2 text-slate-700">${paragraph(2)}</p></section>`;
}

/** The stylesheet links of the built page template, so the reference pays for the same CSS. */
function stylesheetLinks(clientDirectory: string): string {
  const template = fs.readFileSync(path.join(clientDirectory, 'index.html'), 'utf8');
  return (template.match(/<link rel="stylesheet"[^>]*>/g) ?? []).join('');
}

/**
 * Writes the reference page, and the gliding one, into the web root; the returned function
 * removes them.
 */
export function writeReferencePage(clientDirectory: string): () => void {
  const page = (script: string) =>
    `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A plain page of text for the Lighthouse benchmark."><title>Benchmark reference page</title>${stylesheetLinks(clientDirectory)}</head><body><main><h1 class="mx-auto max-w-6xl px-4 pt-8 text-4xl font-extrabold">Benchmark reference page</h1>${Array.from({ length: sectionCount }, (_, index) => section(index)).join('')}</main>${script}</body></html>`;
  const files = {
    [referencePagePath]: page(''),
    [glidingReferencePagePath]: page(`<script src="${glideScriptPath}"></script>`),
    [glideScriptPath]: glideScript,
  };
  for (const [urlPath, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(clientDirectory, urlPath.slice(1)), text);
  }
  return () => {
    for (const urlPath of Object.keys(files))
      fs.rmSync(path.join(clientDirectory, urlPath.slice(1)), { force: true });
  };
}
