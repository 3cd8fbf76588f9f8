import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFiles } from '#scripts/precompress-assets.js';
import { siteLanguages } from '#shared/languages.js';
import odiaCatalogue from '#tests/fixtures/odia-interface-text.json' with { type: 'json' };
import { sourcePageRenderer, sourcePageRendererIn } from '#tests/support/source-page-renderer.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { writeWebBuild } from '#tests/support/web-build.js';

const pageRenderer = await sourcePageRenderer();

describe('serving the built site', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  /** `addFiles` writes more build files before the server starts (static files are listed at start). */
  async function start(addFiles?: (webRoot: string) => void, renderer = pageRenderer) {
    const webRoot = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'web-root-'));
    writeWebBuild(webRoot);
    addFiles?.(webRoot);
    testApp = await createTestApp(
      'sqlite',
      { WEB_ROOT: webRoot, SITE_URL: 'https://www.example.com' },
      { pageRenderer: renderer },
    );
    return testApp.app;
  }

  it('renders each page at its clean URL with no-cache, an ETag and the site URL filled in', async () => {
    const app = await start();
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers.vary).toBe('Origin, Accept-Encoding');
    expect(home.body).toContain('<link rel="canonical" href="https://www.example.com/" />');
    // Nothing is painted before the main content is parsed (the footer after it is in the document),
    // so a half-parsed page never moves.
    expect(home.body).toContain('<link rel="expect" href="#site-footer" blocking="render" />');
    expect(home.body).toMatch(/<\/main><footer id="site-footer"/);
    expect(home.body).toMatch(/<h1[^>]*>[^<]*Sample Infotech Group/);
    expect((await app.inject({ method: 'GET', url: '/retail' })).body).toContain('HP Stores');
    expect((await app.inject({ method: 'GET', url: '/retail/' })).body).toContain('HP Stores');
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': home.headers.etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends a page as Brotli or gzip as the browser accepts, and redirects a path in the wrong case', async () => {
    const app = await start();
    const plain = await app.inject({ method: 'GET', url: '/careers' });
    const brotli = await app.inject({
      method: 'GET',
      url: '/careers',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ method: 'GET', url: '/careers', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const upper = await app.inject({ method: 'GET', url: '/Retail?x=1' });
    expect(upper.statusCode).toBe(301);
    expect(upper.headers.location).toBe('/retail?x=1');
    expect((await app.inject({ method: 'GET', url: '/brands/HP' })).headers.location).toBe('/brands/hp');
  });

  it('serves the admin screens as an empty shell with their title', async () => {
    const app = await start();
    const admin = await app.inject({ method: 'GET', url: '/superadmin' });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('<title>Super Admin | Sample Infotech Group</title>');
    expect(admin.body).toContain('<div id="root"></div>');
  });

  it('caches hashed assets for a year and does not serve page files by their file name', async () => {
    const app = await start();
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/logos/hp.svg' })).headers['cache-control']).toBe(
      'public, max-age=86400',
    );
    expect((await app.inject({ method: 'GET', url: '/index.html' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/admin.html' })).statusCode).toBe(404);
  });

  it('serves a language font file as woff2, cached for a year and sent as it is', async () => {
    const fontFile = 'assets/noto-sans-bengali-bengali-400-normal-abc123.woff2';
    const app = await start((webRoot) => {
      fs.copyFileSync(
        'node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2',
        path.join(webRoot, fontFile),
      );
    });
    const font = await app.inject({
      method: 'GET',
      url: `/${fontFile}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // woff2 is compressed already: no copy is made, and none is sent.
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect((await app.inject({ method: 'GET', url: '/bn/careers' })).body).toContain(
      "@font-face{font-family:'Noto Sans Bengali'",
    );
    expect((await app.inject({ method: 'GET', url: '/careers' })).body).not.toContain('@font-face');
  });

  it('sends the Brotli or gzip copy the build made of a bundle, as the browser accepts', async () => {
    const app = await start();
    const webRoot = app.config.webRoot;
    expect(precompressFiles(webRoot)).toBe(1); // the small files are not worth a copy
    const bundleFile = path.join(webRoot, 'assets/bundle-def456.js');
    const original = fs.readFileSync(bundleFile);
    const request = (acceptEncoding: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/bundle-def456.js',
        headers: { 'accept-encoding': acceptEncoding },
      });

    const brotli = await request('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).equals(original)).toBe(true);
    // The build's copy itself, not one compressed again for this request.
    expect(brotli.rawPayload.equals(fs.readFileSync(`${bundleFile}.br`))).toBe(true);

    const gzip = await request('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(original)).toBe(true);
    expect(gzip.rawPayload.equals(fs.readFileSync(`${bundleFile}.gz`))).toBe(true);

    const identity = await request('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.equals(original)).toBe(true);

    // Each of the three is a choice by Accept-Encoding, which a shared cache must key on.
    for (const response of [brotli, gzip, identity])
      expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it.each([
    ['br;q=0', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['br;q=0.9, gzip', 'gzip'],
    ['identity', 'identity'],
  ])('honours q-values: pages and static files both answer %j with %s', async (acceptEncoding, expected) => {
    const app = await start((webRoot) => {
      fs.writeFileSync(
        path.join(webRoot, 'assets', 'bundle-q.js'),
        `export const text = '${'x'.repeat(4000)}';\n`,
      );
      precompressFiles(webRoot);
    });
    const headers = { 'accept-encoding': acceptEncoding };
    const page = await app.inject({ method: 'GET', url: '/careers', headers });
    const script = await app.inject({ method: 'GET', url: '/assets/bundle-q.js', headers });
    expect(page.headers['content-encoding'] ?? 'identity').toBe(expected);
    expect(script.headers['content-encoding'] ?? 'identity').toBe(expected);
  });

  it('marks pages and API answers as chosen by Accept-Encoding too', async () => {
    const app = await start();
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const page = await app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(page.headers.vary, acceptEncoding).toMatch(/accept-encoding/i);
      const health = await app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'accept-encoding': acceptEncoding },
      });
      expect(health.headers.vary, acceptEncoding).toMatch(/accept-encoding/i);
    }
  });

  it('does not serve the compressed copies or the manifests of the build by their own names', async () => {
    const app = await start((webRoot) => {
      const manifest = JSON.stringify({ pages: Array.from({ length: 200 }, (_, i) => `/page-${i}`) });
      fs.writeFileSync(path.join(webRoot, 'prerender-manifest.json'), manifest);
      precompressFiles(webRoot);
    });
    for (const url of [
      '/prerender-manifest.json',
      '/prerender-manifest.json.br',
      '/prerender-manifest.json.gz',
      '/assets/bundle-def456.js.br',
      '/assets/bundle-def456.js.gz',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: '/assets/bundle-def456.js' })).statusCode).toBe(200);
  });

  it('answers an unknown page with the 404 page, and an unknown brand with the brand-not-found page', async () => {
    const app = await start();
    const missing = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Page not found');
    const brand = await app.inject({ method: 'GET', url: '/brands/nokia' });
    expect(brand.statusCode).toBe(404);
    expect(brand.body).toContain('Brand Not Found');
  });

  it('serves each page in Bengali and Hindi under its prefix, and lists every language with its alternates in sitemap.xml', async () => {
    const app = await start();
    const bengali = await app.inject({ method: 'GET', url: '/bn/careers' });
    expect(bengali.statusCode).toBe(200);
    expect(bengali.body).toContain('<html lang="bn-IN"');
    expect(bengali.body).toContain('<link rel="canonical" href="https://www.example.com/bn/careers" />');
    const hindiHome = await app.inject({ method: 'GET', url: '/hi/' });
    expect(hindiHome.statusCode).toBe(200);
    expect(hindiHome.body).toContain('<html lang="hi-IN"');
    expect((await app.inject({ method: 'GET', url: '/careers' })).body).toContain('<html lang="en-IN"');
    const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const entry = (loc: string) =>
      sitemap.match(new RegExp(`<url>\\s*<loc>${loc}</loc>([\\s\\S]*?)</url>`))?.[1] ?? '';
    const alternates = [
      '<xhtml:link rel="alternate" hreflang="en-IN" href="https://www.example.com/careers"/>',
      '<xhtml:link rel="alternate" hreflang="bn-IN" href="https://www.example.com/bn/careers"/>',
      '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://www.example.com/hi/careers"/>',
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/careers"/>',
    ];
    for (const loc of ['/careers', '/bn/careers', '/hi/careers']) {
      const links = entry(`https://www.example.com${loc}`);
      for (const alternate of alternates) expect(links).toContain(alternate);
    }
    expect(sitemap).toContain('<loc>https://www.example.com/bn</loc>');
    const missing = await app.inject({ method: 'GET', url: '/bn/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="bn-IN"');
    expect(missing.body).toContain('<title>পাতাটি পাওয়া যায়নি |');
  });

  it('serves a fourth language added by a list entry and a catalogue alone, in its pages and the sitemap', async () => {
    const odia = { code: 'or', tag: 'or-IN', name: 'ଓଡ଼ିଆ', englishName: 'Odia' };
    const app = await start(
      undefined,
      await sourcePageRendererIn([...siteLanguages, odia], { or: odiaCatalogue }),
    );
    const careers = await app.inject({ method: 'GET', url: '/or/careers' });
    expect(careers.statusCode).toBe(200);
    expect(careers.body).toContain('<html lang="or-IN"');
    expect(careers.body).toContain('<title>ଚାକିରି | ');
    const bengali = (await app.inject({ method: 'GET', url: '/bn/careers' })).body;
    expect(bengali).toContain(
      '<link rel="alternate" hreflang="or-IN" href="https://www.example.com/or/careers" />',
    );
    expect(bengali).toContain('>ଓଡ଼ିଆ</a>');
    const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('<loc>https://www.example.com/or/careers</loc>');
    expect(sitemap).toContain('hreflang="or-IN" href="https://www.example.com/or/brands/hp"/>');
  });

  it('lists only indexable pages in sitemap.xml and keeps the admin out of robots.txt', async () => {
    const app = await start();
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<loc>https://www.example.com/</loc>');
    expect(sitemap.body).toContain('<loc>https://www.example.com/retail</loc>');
    expect(sitemap.body).toContain('<loc>https://www.example.com/brands/hp</loc>');
    expect(sitemap.body).not.toContain('retail-partners');
    expect(sitemap.body).not.toContain('superadmin');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /superadmin');
    expect(robots.body).toContain('Disallow: /debug');
    expect(robots.body).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });
});
