// Logos: the ones the site ships with are drawn inline (components/media/shipped-logos.ts, issue
// 32); any other logo is an image that falls back to the company logo when its file fails.
import { expect, type Page, request as playwrightRequest } from '@playwright/test';
import { companyLogoPath } from '#content/assets.js';
import { sampleOwnerEmail } from '#content/site-text.js';
import { e2eAdminPassword } from '../../playwright.config.js';
import { testOnOwnServer as test } from './support/own-server.js';

/** A logo address the content may name (the studio's rule) for which the site ships no file. */
const retiredLogo = '/logos/retired-partner.svg';

/** Publishes the partner logos with the first partner's logo at `logo`; answers that partner's name. */
async function publishFirstPartnerLogo(baseURL: string, logo: string): Promise<string> {
  const request = await playwrightRequest.newContext({ baseURL });
  const login = await request.post('/api/auth/login', {
    data: { email: sampleOwnerEmail, password: e2eAdminPassword },
  });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  const { document, revision } = (await (await request.get('/api/content/partners', { headers })).json())
    .data;
  document.partners[0].logo = logo;
  const published = await request.put('/api/content/partners', {
    headers,
    data: { document, baseRevision: revision },
  });
  expect(published.status()).toBe(200);
  await request.dispose();
  return document.partners[0].name;
}

/** That partner's logo tile in the Company Profile of /distribution. */
const profileLogo = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Company Profile' })
    .getByRole('img', { name: `${name} logo`, exact: true });

async function expectLoaded(page: Page, name: string) {
  const logo = profileLogo(page, name);
  await logo.scrollIntoViewIfNeeded();
  await expect(logo).toHaveAttribute('src', companyLogoPath);
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
}

test('the logos the site ships with are drawn in the page: /products fetches no logo file', async ({
  page,
  request,
}) => {
  const logoRequests: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/logos/')) logoRequests.push(sent.url());
  });
  await page.goto('/products');
  const logo = page.getByRole('img', { name: 'HP logo' }).first();
  await logo.scrollIntoViewIfNeeded();
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((element) => element.tagName)).toBe('svg');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(logoRequests).toEqual([]);

  // The files themselves are still served, as the content studio shows them.
  const file = await request.get('/logos/hp.svg');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^image\/svg\+xml/);
});

test.describe('a logo the site does not ship', () => {
  test.describe.configure({ mode: 'serial' });
  let partner = '';
  test.beforeAll(async ({ ownServer }) => {
    partner = await publishFirstPartnerLogo(ownServer.url, retiredLogo);
  });

  test('is an image that shows the company logo when its file fails to load', async ({ page }) => {
    await page.goto('/distribution');
    await expectLoaded(page, partner);
  });

  test('falls back even when it fails before the page has hydrated', async ({ page }) => {
    let reportLogoFailed = () => {};
    const logoFailed = new Promise<void>((resolve) => {
      reportLogoFailed = resolve;
    });
    await page.route(`**${retiredLogo}`, async (route) => {
      await route.fulfill({ status: 404, body: '' });
      reportLogoFailed();
    });
    // Holding the scripts back makes the image fail while only the pre-rendered HTML is there.
    await page.route('**/assets/*.js', async (route) => {
      await logoFailed;
      await route.continue();
    });
    // Not waiting for the load, which waits for the held scripts.
    await page.goto('/distribution', { waitUntil: 'commit' });
    await expectLoaded(page, partner);
  });
});
