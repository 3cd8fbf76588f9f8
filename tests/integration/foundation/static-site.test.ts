import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFiles } from '../../../scripts/precompress-assets.js';
import type { PrerenderManifest } from '../../../src/shared/prerender-manifest.js';
import { createTestApp, type TestApp } from '../../support/test-app.js';

/** A small stand-in for dist/client, shaped as the build writes it. */
function writeWebBuild(webRoot: string) {
  const files: Record<string, string> = {
    'index.html':
      '<html><head><link rel="canonical" href="%SITE_URL%/"></head><body><h1>Home</h1></body></html>',
    'retail/index.html': '<html><body><h1>Retail</h1></body></html>',
    'retail-partners/index.html': '<html><body><h1>Distribution</h1></body></html>',
    'superadmin/index.html': '<html><body><div id="root"></div></body></html>',
    '404.html': '<html><body><h1>Page not found</h1></body></html>',
    'brands/404.html': '<html><body><h1>Brand Not Found</h1></body></html>',
    'assets/app-abc123.js': 'console.log("app")',
    'assets/bundle-def456.js': `export const pages = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `page ${i}`))};`,
    'logos/hp.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(webRoot, file), content);
  }
  const manifest: PrerenderManifest = {
    pages: [
      { path: '/', file: 'index.html', indexable: true },
      { path: '/retail', file: 'retail/index.html', indexable: true },
      { path: '/retail-partners', file: 'retail-partners/index.html', indexable: false },
      { path: '/superadmin', file: 'superadmin/index.html', indexable: false },
    ],
    notFoundFile: '404.html',
    brandNotFoundFile: 'brands/404.html',
  };
  fs.writeFileSync(path.join(webRoot, 'prerender-manifest.json'), JSON.stringify(manifest));
}

describe('serving the built site', () => {
  let testApp: TestApp;
  afterEach(() => testApp.close());

  async function start() {
    const webRoot = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'web-root-'));
    writeWebBuild(webRoot);
    testApp = await createTestApp('sqlite', { WEB_ROOT: webRoot, SITE_URL: 'https://www.example.com' });
    return testApp.app;
  }

  it('serves each pre-rendered page at its clean URL with no-cache and the site URL filled in', async () => {
    const app = await start();
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.body).toContain('<link rel="canonical" href="https://www.example.com/">');
    expect((await app.inject({ method: 'GET', url: '/retail' })).body).toContain('<h1>Retail</h1>');
    expect((await app.inject({ method: 'GET', url: '/retail/' })).body).toContain('<h1>Retail</h1>');
  });

  it('caches hashed assets for a year and does not serve page files by their file name', async () => {
    const app = await start();
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/logos/hp.svg' })).headers['cache-control']).toBe(
      'public, max-age=86400',
    );
    expect((await app.inject({ method: 'GET', url: '/retail/index.html' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/prerender-manifest.json' })).statusCode).toBe(404);
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

  it('lists only indexable pages in sitemap.xml and keeps the admin out of robots.txt', async () => {
    const app = await start();
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<loc>https://www.example.com/</loc>');
    expect(sitemap.body).toContain('<loc>https://www.example.com/retail</loc>');
    expect(sitemap.body).not.toContain('retail-partners');
    expect(sitemap.body).not.toContain('superadmin');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /superadmin');
    expect(robots.body).toContain('Disallow: /debug');
    expect(robots.body).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });
});
