import { expect, type Page, test } from '@playwright/test';

/**
 * What a public page runs while it loads (issue 32): form validation code (zod and the content
 * schemas) only once a form opens, and far-down islands only when they come into view or the
 * visitor does something, never at the browser's first idle moment; the bands of a long page are
 * laid out only as they come near.
 */

/** The scripts the page has fetched so far, with their text. */
function recordScripts(page: Page) {
  const scripts: { url: string; text: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), text: response.text() });
    }
  });
  return {
    /** The addresses of the fetched scripts that hold zod (its error class is named in its code). */
    async withZod() {
      const texts = await Promise.all(
        scripts.map(async (script) => ({ ...script, text: await script.text })),
      );
      return texts.filter((script) => script.text.includes('ZodError')).map((script) => script.url);
    },
  };
}

/** Resolves after the browser's idle callbacks queued so far have run. */
async function browserIdle(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => window.requestIdleCallback(() => resolve(), { timeout: 10_000 })),
  );
}

test('/careers loads no validation code until a visitor opens an application', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/careers');
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'View Details' }).click();
  await expect(card.getByRole('button', { name: 'Hide Details' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await scripts.withZod()).toEqual([]);

  await card.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByRole('dialog', { name: /^Apply for / })).toBeVisible();
  expect(await scripts.withZod()).not.toEqual([]);
});

test('/brands/hp loads no validation code until a visitor opens the enquiry form', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto('/brands/hp');
  const laptops = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Laptops' }) });
  await laptops.getByRole('button', { name: 'Get Quote' }).click();
  const branches = page.getByRole('region', { name: 'Branches to call for a Laptops quote' });
  await expect(branches).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await scripts.withZod()).toEqual([]);

  await branches.getByRole('button', { name: 'Send an enquiry' }).click();
  await expect(page.getByRole('dialog', { name: 'Get a quote: HP Laptops' })).toBeVisible();
  expect(await scripts.withZod()).not.toEqual([]);
});

test('a far-down island waits for view or a first key, not for the browser to be idle', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('load');
  await browserIdle(page);
  await browserIdle(page);
  // The footer's cookie settings button: far below the first screen of the home page.
  const footerIsland = page
    .getByRole('contentinfo')
    .locator('[data-island]')
    .filter({ has: page.getByRole('button', { name: 'Cookie settings' }) });
  await expect(footerIsland).toHaveCount(1);
  await expect(footerIsland).not.toHaveAttribute('data-hydrated');

  await page.keyboard.press('Tab');
  await expect(footerIsland).toHaveAttribute('data-hydrated', '');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a band far down is laid out only as it comes near', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('load');
    const branches = page.getByRole('heading', { name: 'Our Branches' });
    // `contentVisibilityAuto` asks whether the browser skipped the element's band as far off screen.
    const rendered = () =>
      branches.evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);

    await branches.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
  });
});

test("no public page formats dates or numbers with the browser's locale data while it loads", async ({
  page,
}) => {
  // The first use of the browser's locale data costs a phone tens of milliseconds in one task:
  // what a page writes as a date or a number comes written from the server.
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.defineProperty(window, '__localeFormatting', { value: calls });
    const watch = (owner: object, name: string) => {
      const original = Reflect.get(owner, name) as (...args: unknown[]) => unknown;
      Reflect.set(owner, name, function (this: unknown, ...args: unknown[]) {
        calls.push(name);
        return new.target ? Reflect.construct(original, args, new.target) : original.apply(this, args);
      });
    };
    for (const name of ['toLocaleDateString', 'toLocaleTimeString', 'toLocaleString']) {
      watch(Date.prototype, name);
    }
    watch(Number.prototype, 'toLocaleString');
    watch(Intl, 'DateTimeFormat');
    watch(Intl, 'NumberFormat');
  });
  for (const path of ['/', '/contact', '/careers', '/activities', '/retail', '/brands/hp']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await browserIdle(page);
    expect(await page.evaluate(() => Reflect.get(window, '__localeFormatting')), path).toEqual([]);
  }
});
