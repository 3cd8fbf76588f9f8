/**
 * Issue 47's bar for the public pages, read on the production build: the Nu HTML checker finds 0
 * errors, structured data 0 errors, links 0 broken, axe 0 violations, on every page in every
 * language. The pages are every address of the sitemap (English, Bengali and Hindi) and the two
 * not-found pages (an unknown address, an unknown brand) in each language.
 *
 * 1. Nu HTML checker (`vnu-jar`, run once over every page's HTML as the server sends it; needs Java).
 * 2. Structured data: each `application/ld+json` block parses, names schema.org and a @type, and
 *    has what Google's rich results require of that type (`requiredProperties` below).
 * 3. Links: every internal `href`, `src`, `srcset`, `poster` and share image, in the HTML as sent
 *    and in the page once its scripts have run, answers 200 to a GET without following a redirect
 *    (each address once); every `#fragment` names an id of the page it leads to.
 * 4. axe (WCAG 2.0 and 2.1, A and AA, as the e2e tests ask) in Chromium at a phone viewport, after
 *    a stored cookie choice keeps the banner away.
 *
 * Informational: it prints what it finds and a summary per language, writes no results file, and
 * exits 0 whatever it finds.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';
import { consentVersion } from '#content/samples/index.js';
import { CONSENT_STORAGE_KEY, type ConsentRecord } from '#shared/consent.js';
import { chromePath, chromiumFlags } from '#tests/support/chromium.js';
import { sitemapPaths, startServer } from '#tests/support/server-process.js';

const languagePrefixes = { en: '', bn: '/bn', hi: '/hi' } as const;
type Language = keyof typeof languagePrefixes;
const languages = Object.keys(languagePrefixes) as Language[];

/** The phone of the e2e tests' mobile checks (and Lighthouse's mobile run): 412 × 823. */
const phone = { width: 412, height: 823 };
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** How many of a page's messages are printed under it. */
const firstMessages = 3;

type SitePage = { path: string; language: Language; expectedStatus: number; html: string };
type Findings = {
  nuErrors: number;
  nuWarnings: number;
  dataErrors: number;
  brokenLinks: number;
  axe: number;
};

function languageOf(pagePath: string): Language {
  return languages.find((language) => language !== 'en' && pagePath.split('/')[1] === language) ?? 'en';
}

// --- 2. Structured data ----------------------------------------------------------------------

/**
 * What Google's structured-data guides require for the rich result of each type the site uses
 * (developers.google.com/search/docs/appearance/structured-data/…). Organization has no required
 * property; its logo result needs `url` and `logo`. For a LocalBusiness (and its subtypes, such as
 * ComputerStore) Google requires `name` and `address` and recommends `geo` and
 * `openingHoursSpecification`; issue 47 asks for both, so they are required here. WebPage has no
 * rich result: only @context and @type are checked.
 */
const requiredProperties: Record<string, readonly string[]> = {
  Organization: ['url', 'logo'],
  LocalBusiness: ['name', 'address', 'geo', 'openingHoursSpecification'],
  BreadcrumbList: ['itemListElement'],
  JobPosting: ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'],
  WebSite: ['name', 'url'],
};
/** schema.org types the site uses that inherit LocalBusiness's requirements. */
const localBusinessTypes = new Set(['LocalBusiness', 'Store', 'ComputerStore', 'ElectronicsStore']);
/** Types with no rich result of their own. */
const typesWithoutRichResult = new Set(['WebPage']);

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const isPresent = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** What is wrong with one structured-data block (empty when nothing is). */
function structuredDataErrors(text: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`does not parse: ${(error as Error).message}`];
  }
  if (!isObject(data)) return ['is not a JSON object'];
  const errors: string[] = [];
  const context = asList(data['@context']);
  if (!context.some((entry) => typeof entry === 'string' && /^https?:\/\/schema\.org\/?$/.test(entry))) {
    errors.push('@context is not schema.org');
  }
  const type = asList(data['@type']).find((entry): entry is string => typeof entry === 'string');
  if (!type) return [...errors, 'has no @type'];
  const rule = localBusinessTypes.has(type) ? 'LocalBusiness' : type;
  const required = requiredProperties[rule];
  if (!required) {
    if (!typesWithoutRichResult.has(type)) errors.push(`${type}: no requirements known to this bench`);
    return errors;
  }
  const missing = (object: JsonObject, names: readonly string[]) =>
    names.filter((name) => !isPresent(object[name]));
  for (const name of missing(data, required)) errors.push(`${type} without ${name}`);
  // The parts Google reads inside the required properties.
  if (rule === 'LocalBusiness') {
    for (const geo of asList(data.geo).filter(isObject)) {
      for (const name of missing(geo, ['latitude', 'longitude'])) errors.push(`${type}.geo without ${name}`);
    }
    for (const hours of asList(data.openingHoursSpecification).filter(isObject)) {
      for (const name of missing(hours, ['dayOfWeek', 'opens', 'closes'])) {
        errors.push(`${type}.openingHoursSpecification without ${name}`);
      }
    }
  }
  if (rule === 'BreadcrumbList') {
    const items = asList(data.itemListElement);
    items.forEach((item, index) => {
      if (!isObject(item)) {
        errors.push(`BreadcrumbList item ${index + 1} is not an object`);
        return;
      }
      // Every crumb links to its page but the last (the page itself).
      const names = index < items.length - 1 ? ['position', 'name', 'item'] : ['position', 'name'];
      for (const name of missing(item, names))
        errors.push(`BreadcrumbList item ${index + 1} without ${name}`);
    });
  }
  if (rule === 'JobPosting') {
    for (const place of asList(data.jobLocation).filter(isObject)) {
      if (!isObject(place.address)) errors.push('JobPosting.jobLocation without an address');
      else if (!isPresent(place.address.addressCountry))
        errors.push('JobPosting.jobLocation without addressCountry');
    }
    const organization = data.hiringOrganization;
    if (isObject(organization) && !isPresent(organization.name))
      errors.push('JobPosting.hiringOrganization without name');
  }
  return errors;
}

/** The text of each structured-data block of a page. */
function structuredDataBlocks(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}

/** The addresses a structured-data block points visitors or crawlers at (not its @id names). */
function structuredDataLinks(text: string): string[] {
  const links: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isObject(value)) return;
    for (const [key, inner] of Object.entries(value)) {
      if (['url', 'logo', 'image', 'item', 'sameAs'].includes(key) && typeof inner === 'string')
        links.push(inner);
      else visit(inner);
    }
  };
  try {
    visit(JSON.parse(text));
  } catch {
    // A block that does not parse is counted under structured data.
  }
  return links;
}

// --- 1. Nu HTML checker ----------------------------------------------------------------------

type NuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message: string };

/** Nu's messages per page path, or undefined when Java is missing. */
function runNuChecker(pages: SitePage[]): Map<string, NuMessage[]> | undefined {
  if (spawnSync('java', ['-version']).error) {
    console.log(
      'Nu HTML checker skipped: no `java` on this machine (install one with `apt-get install -y default-jre-headless`).',
    );
    return undefined;
  }
  const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'web-standards-'));
  const fileOf = new Map<string, string>();
  try {
    pages.forEach((page, index) => {
      const file = path.join(folder, `${index}.html`);
      fs.writeFileSync(file, page.html);
      fileOf.set(`file:${file}`, page.path);
    });
    const run = spawnSync(
      'java',
      ['-jar', jar, '--format', 'json', '--exit-zero-always', ...fileOf.keys()].map((argument) =>
        argument.replace(/^file:/, ''),
      ),
      {
        encoding: 'utf8',
        maxBuffer: 64 * 2 ** 20,
      },
    );
    const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] };
    const byPage = new Map<string, NuMessage[]>(pages.map((page) => [page.path, []]));
    for (const message of messages) {
      const pagePath = fileOf.get(message.url ?? '');
      if (pagePath) byPage.get(pagePath)?.push(message);
      else console.log(`Nu HTML checker: ${message.type}: ${message.message}`);
    }
    return byPage;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

// --- 3 and 4. In Chromium: links, ids and axe --------------------------------------------------

type PageLinks = { links: string[]; ids: string[] };

/**
 * Run in the page (a string: the bench is typed for Node, without the DOM's names): every
 * address an element of `documentToRead` loads or leads to, resolved against the page, and its ids.
 */
const readLinksAndIds = `(documentToRead) => {
  const links = [];
  for (const element of documentToRead.querySelectorAll('[href], [src], [srcset], [poster], meta[content]')) {
    for (const name of ['href', 'src', 'poster']) {
      const value = element.getAttribute(name);
      if (value !== null) links.push(value);
    }
    const srcset = element.getAttribute('srcset');
    if (srcset) for (const candidate of srcset.split(',')) links.push(candidate.trim().split(/\\s+/)[0]);
    const property = element.getAttribute('property') ?? element.getAttribute('name') ?? '';
    if (element.tagName === 'META' && /^(og|twitter):image$/.test(property)) links.push(element.getAttribute('content'));
  }
  return {
    links: links.filter(Boolean).map((link) => new URL(link, location.href).href),
    ids: [...documentToRead.querySelectorAll('[id]')].map((element) => element.id),
  };
}`;

async function linksAndIds(page: Page, html?: string): Promise<PageLinks> {
  const reader =
    html === undefined
      ? `(${readLinksAndIds})(document)`
      : `(${readLinksAndIds})(new DOMParser().parseFromString(${JSON.stringify(html)}, 'text/html'))`;
  return page.evaluate<PageLinks>(reader);
}

/**
 * A 'necessary only' cookie choice stored before each page loads, so the banner stays away, as
 * the e2e tests' `withConsentGiven` does (tests/e2e/support/public-page.ts, typed for the browser).
 */
async function withConsentGiven(page: Page) {
  const record: ConsentRecord = {
    accepted: true,
    preferences: { necessary: true, preferences: false, statistics: false, marketing: false },
    timestamp: new Date().toISOString(),
    version: consentVersion,
  };
  await page.addInitScript(
    `window.localStorage.setItem(${JSON.stringify(CONSENT_STORAGE_KEY)}, ${JSON.stringify(JSON.stringify(record))})`,
  );
}

// --- The run ------------------------------------------------------------------------------

const startedAt = performance.now();
const server = await startServer();
const origin = new URL(server.url).origin;
const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
try {
  // The two not-found pages (an unknown address, an unknown brand) in each language.
  const missingPaths = ['/no-such-page-web-standards', '/brands/no-such-brand'];
  const addresses = [
    ...(await sitemapPaths(server.url)).map((pagePath) => ({ path: pagePath, expectedStatus: 200 })),
    ...languages.flatMap((language) =>
      missingPaths.map((missingPath) => ({
        path: `${languagePrefixes[language]}${missingPath}`,
        expectedStatus: 404,
      })),
    ),
  ];
  const pages: SitePage[] = [];
  for (const { path: pagePath, expectedStatus } of addresses) {
    const response = await fetch(server.url + pagePath);
    if (response.status !== expectedStatus)
      console.log(`${pagePath}: answered ${response.status}, not ${expectedStatus}`);
    pages.push({
      path: pagePath,
      language: languageOf(pagePath),
      expectedStatus,
      html: await response.text(),
    });
  }
  console.log(
    `Web standards of ${pages.length} pages (${server.url}): ${languages.map((language) => `${pages.filter((page) => page.language === language).length} ${language}`).join(', ')}\n`,
  );

  const findings = new Map<string, Findings>(
    pages.map((page) => [page.path, { nuErrors: 0, nuWarnings: 0, dataErrors: 0, brokenLinks: 0, axe: 0 }]),
  );
  const found = (pagePath: string) => findings.get(pagePath) as Findings;
  const lineLimit = (lines: string[]) =>
    [
      ...lines.slice(0, firstMessages),
      ...(lines.length > firstMessages ? [`… and ${lines.length - firstMessages} more`] : []),
    ]
      .map((line) => `    ${line}`)
      .join('\n');

  // 1. Nu HTML checker.
  console.log('1. Nu HTML checker');
  const nu = runNuChecker(pages);
  if (nu) {
    for (const page of pages) {
      const messages = nu.get(page.path) ?? [];
      const errors = messages.filter(
        (message) => message.type === 'error' || message.type === 'non-document-error',
      );
      const warnings = messages.filter((message) => message.type === 'info' && message.subType === 'warning');
      Object.assign(found(page.path), { nuErrors: errors.length, nuWarnings: warnings.length });
      if (errors.length + warnings.length === 0) continue;
      console.log(`  ${page.path}: ${errors.length} errors, ${warnings.length} warnings`);
      console.log(
        lineLimit(
          [...errors, ...warnings].map(
            (message) =>
              `${message.type === 'info' ? 'warning' : 'error'} (line ${message.lastLine}): ${message.message}`,
          ),
        ),
      );
    }
    console.log(`  ${pages.length} pages checked\n`);
  }

  // 2. Structured data.
  console.log('2. Structured data');
  const typesSeen = new Map<string, number>();
  for (const page of pages) {
    const errors: string[] = [];
    for (const block of structuredDataBlocks(page.html)) {
      errors.push(...structuredDataErrors(block));
      try {
        const type = String((JSON.parse(block) as JsonObject)['@type']);
        typesSeen.set(type, (typesSeen.get(type) ?? 0) + 1);
      } catch {
        // Counted above.
      }
    }
    found(page.path).dataErrors = errors.length;
    if (errors.length > 0) console.log(`  ${page.path}: ${errors.length} errors\n${lineLimit(errors)}`);
  }
  console.log(`  blocks by type: ${[...typesSeen].map(([type, count]) => `${type} ${count}`).join(', ')}\n`);

  // 3 and 4 read the pages in Chromium: the links of the HTML as sent and of the running page, then axe.
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
  const linksOf = new Map<string, PageLinks>();
  const axeOf = new Map<string, string[]>();
  for (const page of pages) {
    const tab = await context.newPage();
    await withConsentGiven(tab);
    await tab.goto(server.url + page.path, { waitUntil: 'load' });
    await tab.waitForLoadState('networkidle');
    const sent = await linksAndIds(tab, page.html);
    const running = await linksAndIds(tab);
    const jsonLdLinks = structuredDataBlocks(page.html).flatMap(structuredDataLinks);
    linksOf.set(page.path, {
      links: [...new Set([...sent.links, ...running.links, ...jsonLdLinks])],
      // A fragment must lead somewhere in the HTML as sent (no script needed).
      ids: sent.ids,
    });
    const results = await new AxeBuilder({ page: tab }).withTags(axeTags).analyze();
    axeOf.set(
      page.path,
      results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(', ')}${violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : ''}`,
      ),
    );
    await tab.close();
  }
  await context.close();

  console.log('3. Links');
  const idsOf = new Map([...linksOf].map(([pagePath, { ids }]) => [pagePath, new Set(ids)]));
  const statusOf = new Map<string, string>();
  let externalLinks = 0;
  for (const page of pages) {
    const broken: string[] = [];
    for (const link of linksOf.get(page.path)?.links ?? []) {
      const url = new URL(link);
      if (!['http:', 'https:'].includes(url.protocol)) continue;
      if (url.origin !== origin) {
        externalLinks++;
        continue;
      }
      const address = url.pathname + url.search;
      // A link within the page (the skip link's #main) only has to find its id: the page's own
      // status is the one it was fetched with (404 for a not-found page).
      const withinThePage = address === page.path;
      if (!withinThePage && !statusOf.has(address)) {
        const response = await fetch(server.url + address, { redirect: 'manual' });
        await response.arrayBuffer();
        const location = response.headers.get('location');
        statusOf.set(
          address,
          response.status === 200 ? 'ok' : `${response.status}${location ? ` → ${location}` : ''}`,
        );
      }
      const status = withinThePage ? 'ok' : statusOf.get(address);
      if (status !== 'ok') {
        broken.push(`${address}: ${status}`);
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      const targetIds = idsOf.get(url.pathname);
      if (fragment && targetIds && !targetIds.has(fragment))
        broken.push(`${address}#${fragment}: no such id`);
    }
    found(page.path).brokenLinks = broken.length;
    if (broken.length > 0) console.log(`  ${page.path}: ${broken.length} broken\n${lineLimit(broken)}`);
  }
  console.log(
    `  ${statusOf.size} internal addresses requested once each; ${externalLinks} links to other sites not followed\n`,
  );

  console.log(`4. axe (${axeTags.join(', ')}) at ${phone.width} × ${phone.height}, cookie choice stored`);
  for (const page of pages) {
    const violations = axeOf.get(page.path) ?? [];
    found(page.path).axe = violations.length;
    if (violations.length > 0)
      console.log(`  ${page.path}: ${violations.length} violations\n${lineLimit(violations)}`);
  }

  const columns = [
    'language',
    'pages',
    'Nu errors',
    'Nu warnings',
    'structured-data errors',
    'broken links',
    'axe violations',
  ];
  console.log(`\nSummary\n| ${columns.join(' | ')} |\n|${columns.map(() => '---').join('|')}|`);
  for (const language of languages) {
    const ofLanguage = pages.filter((page) => page.language === language).map((page) => found(page.path));
    const total = (key: keyof Findings) =>
      ofLanguage.reduce((sum, pageFindings) => sum + pageFindings[key], 0);
    const nuCell = (key: keyof Findings) => (nu ? String(total(key)) : 'skipped');
    console.log(
      `| ${language} | ${ofLanguage.length} | ${nuCell('nuErrors')} | ${nuCell('nuWarnings')} | ${total('dataErrors')} | ${total('brokenLinks')} | ${total('axe')} |`,
    );
  }
  console.log(`\n(${Math.round((performance.now() - startedAt) / 1000)} s)`);
} finally {
  await browser.close();
  await server.stop();
}
