/**
 * Writes every public page as static HTML into dist/client, from the server build of the web app
 * (BUILD_DIR/ssr/entry-server.js) and the client build's index.html (which links the hashed
 * bundles). Run by `npm run build` (scripts/build.ts) after both Vite builds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  PRERENDER_MANIFEST_FILE,
  type PrerenderEntry,
  type PrerenderManifest,
} from '../src/shared/prerender-manifest.js';

const buildDirectory = path.resolve(process.env.BUILD_DIR ?? 'dist');
const clientDirectory = path.join(buildDirectory, 'client');
const serverBuild = (await import(
  pathToFileURL(path.join(buildDirectory, 'ssr', 'entry-server.js')).href
)) as {
  prerenderEntry: PrerenderEntry;
};
const entryServer = serverBuild.prerenderEntry;
const template = fs.readFileSync(path.join(clientDirectory, 'index.html'), 'utf8');
if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
  throw new Error('dist/client/index.html lacks the <!--app-head--> and <!--app-html--> markers');
}

function fillTemplate(headTags: string, appHtml: string): string {
  // Replacer functions, so `$` in the content is taken literally.
  return template.replace('<!--app-head-->', () => headTags).replace('<!--app-html-->', () => appHtml);
}

function writePage(file: string, html: string) {
  const target = path.join(clientDirectory, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, html);
}

function fileFor(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`;
}

const manifest: PrerenderManifest = {
  pages: [],
  notFoundFile: '404.html',
  brandNotFoundFile: 'brands/404.html',
};

for (const routePath of entryServer.prerenderedPaths) {
  const page = await entryServer.renderPage(routePath);
  if (page.statusCode !== 200) throw new Error(`${routePath} rendered with status ${page.statusCode}`);
  const file = fileFor(routePath);
  writePage(file, fillTemplate(page.headTags, page.appHtml));
  const indexable = !page.meta.noindex && page.meta.canonicalPath === routePath;
  manifest.pages.push({ path: routePath, file, indexable });
}

for (const routePath of entryServer.clientOnlyPaths) {
  const file = fileFor(routePath);
  writePage(file, fillTemplate(entryServer.renderClientOnlyHead(routePath), ''));
  manifest.pages.push({ path: routePath, file, indexable: false });
}

const notFound = await entryServer.renderPage('/page-not-found');
writePage(manifest.notFoundFile, fillTemplate(notFound.headTags, notFound.appHtml));
const brandNotFound = await entryServer.renderPage('/brands/unknown-brand');
writePage(manifest.brandNotFoundFile, fillTemplate(brandNotFound.headTags, brandNotFound.appHtml));

fs.writeFileSync(path.join(clientDirectory, PRERENDER_MANIFEST_FILE), JSON.stringify(manifest, null, 2));
console.log(`pre-rendered ${manifest.pages.length} pages and 2 not-found pages into ${clientDirectory}`);
