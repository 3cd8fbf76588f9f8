import { expect, type Page, test } from '@playwright/test';
import { sampleOwnerEmail as e2eOwnerEmail } from '#content/site-text.js';
import { e2eAdminPassword } from '../../playwright.config.js';
import { withConsentGiven } from './support/public-page.js';

/**
 * Text that people send is shown as text: a stored `<script>`, an HTML image with an error
 * handler and a markdown image stay inert in the admin tables and in the chat widget.
 */
const scriptPayload = '<script>window.__pwned = true</script>';
const markdownImagePayload = '![tracker](http://127.0.0.1:9/pixel.png)';
const htmlImagePayload = '<img src="x" onerror="window.__pwned = true">';

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src*="pixel.png"], img[src="x"]')).toHaveCount(0);
}

test('the admin chat table shows stored script and image payloads as text', async ({ page, request }) => {
  const sessionId = `chat_${Date.now()}_inertTest1`;
  const stored = await request.post('/api/tracking/chat', {
    data: {
      sessionId,
      userMessage: `${scriptPayload} ${markdownImagePayload}`,
      botResponse: htmlImagePayload,
    },
  });
  expect(stored.ok()).toBe(true);

  await page.goto('/superadmin');
  await page.getByLabel('E-mail').fill(e2eOwnerEmail);
  await page.getByPlaceholder('Enter admin password').fill(e2eAdminPassword);
  await page.getByRole('button', { name: 'Connect to Database' }).click();
  await expect(page.getByText(scriptPayload, { exact: false }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(htmlImagePayload, { exact: false }).first()).toBeVisible();
  await expectNothingRan(page);
});

test('the chat widget shows a visitor message with script and image payloads as text', async ({ page }) => {
  await withConsentGiven(page);
  await page.goto('/products');
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const panel = page.getByRole('dialog', { name: 'Chat assistant' });
  const message = `${scriptPayload} ${markdownImagePayload} ${htmlImagePayload}`;
  await panel.getByRole('textbox').fill(message);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText(message, { exact: false })).toBeVisible();
  // The reply has come when the input takes text again.
  await expect(panel.getByRole('textbox')).toBeEnabled({ timeout: 10_000 });
  await expectNothingRan(page);
});
