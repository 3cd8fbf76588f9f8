import { expect, test } from '@playwright/test';

test('the home page is server-rendered: its content is in the HTML before any script runs', async ({
  request,
}) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>[^<]*Sample Infotech Group/);
  expect(html).toContain('<title>');
  // Structured data and the islands' props are JSON, which the browser does not run.
  expect(html).not.toMatch(
    /<script(?![^>]*(type="module"|type="application\/ld\+json"|type="application\/json"))[^>]*>[^<]+<\/script>/,
  );
});

test('every public page runs all its islands without an error or a hydration mismatch', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(
    (match) => match[1] ?? '/',
  );
  // Every page in English; the other languages render the same components with other words, so
  // one page of each shows their islands hydrate too (tests/e2e/languages.spec.ts does the rest).
  const englishPaths = paths.filter((path) => !/^\/(bn|hi)(\/|$)/.test(path));
  expect(englishPaths.length).toBeGreaterThan(20);
  const visited = [...englishPaths, '/retail-partners', '/bn/retail', '/hi/'];
  // A budget per page, not one for the whole walk: on a busy machine each page takes a few seconds
  // more, and the walk grows with every page added. A page that fails shows it at its own check.
  test.setTimeout(visited.length * 10_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      errors.push(`${page.url()}: ${message.text()}`);
    }
  });
  for (const path of visited) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Islands further down run at the visitor's first key (or wheel, touch, click), or in view. A
    // scroll without any of them, as Playwright's scrollIntoView, would count as part of the page's
    // own glide on /services, /about and /contact, which wakes only what it ends at.
    await page.keyboard.press('End');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-island]:not([data-hydrated])')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});

test('/health reports a healthy server', async ({ request }) => {
  const response = await request.get('/health');
  expect(await response.json()).toMatchObject({
    success: true,
    data: { status: 'healthy', database: 'sqlite' },
  });
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the admin page is rendered in the browser and not indexed', async ({ page, request }) => {
  const html = await (await request.get('/superadmin')).text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  await page.goto('/superadmin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// A violation the page's code catches (zod probing for eval, say) is logged by no console, but
// browsers report it, and Lighthouse counts it against best practices.
test('no page breaks the Content-Security-Policy, even silently', async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  for (const path of [
    '/',
    '/careers',
    '/retail',
    '/distribution',
    '/activities',
    '/products',
    '/superadmin',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect({ path, violations }).toEqual({ path, violations: [] });
  }
});
