import { expect, test } from '@playwright/test';
import {
  activitiesHero,
  awards,
  hpActivityGallery,
  keyAchievements,
  milestones,
  recentEvents,
  sponsorEventPhotos,
  storeOpenings,
} from '#content/samples/index.js';
import { scrollsSideways, seriousAccessibilityViolations, withConsentGiven } from './support/public-page.js';

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

test('the activities page is pre-rendered with its heading and canonical link', async ({ request }) => {
  const html = await (await request.get('/activities')).text();
  expect(html).toContain(activitiesHero.heading);
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/activities"/);
});

test('the page shows the awards, the HP gallery cards and the key achievements', async ({ page }) => {
  await page.goto('/activities');
  const awardsSection = page.getByRole('region', { name: 'Awards & Recognition' });
  await expect(awardsSection.getByRole('heading', { level: 3 })).toHaveText(
    awards.map((award) => award.title),
  );

  const hpGallery = page.getByRole('region', { name: 'HP Activities' });
  await expect(hpGallery.getByRole('button')).toHaveCount(7);
  await expect(hpGallery.getByRole('figure').first()).toContainText(hpActivityGallery[0]?.title ?? '');

  const achievements = page.getByRole('region', { name: 'Key Achievements' });
  expect(keyAchievements.map((achievement) => `${achievement.value} ${achievement.label}`)).toEqual([
    '10+ Years',
    '5000+ Customers',
    '8+ Branches',
    '15+ Brand Partnerships',
  ]);
  for (const achievement of keyAchievements) {
    await expect(achievements.getByRole('term').filter({ hasText: achievement.label })).toBeVisible();
  }
  for (const name of ['Sponsor Events', 'Award Distribution', 'Team Activity', 'Lenovo Store Opening']) {
    await expect(page.getByRole('region', { name })).toBeVisible();
  }
});

test('the milestones run from 2014 to 2025 as an ordered list', async ({ page }) => {
  await page.goto('/activities');
  const timeline = page.getByRole('region', { name: 'Company Milestones' }).getByRole('list');
  await expect(timeline).toHaveCount(1);
  expect(await timeline.evaluate((list) => list.tagName)).toBe('OL');
  const items = timeline.getByRole('listitem');
  await expect(items).toHaveCount(milestones.length);
  await expect(items.first()).toContainText('2014');
  await expect(items.last()).toContainText('2025');
});

test('the store openings table has a caption, headers and 13 rows', async ({ page }) => {
  await page.goto('/activities');
  const table = page.getByRole('table', { name: /stores and the year each opened/ });
  await expect(table.getByRole('columnheader')).toHaveText(['Store', 'Year Opened']);
  const bodyRows = table.locator('tbody').getByRole('row');
  await expect(bodyRows).toHaveCount(13);
  expect(storeOpenings).toHaveLength(13);
  const first = storeOpenings[0];
  await expect(bodyRows.first().getByRole('rowheader')).toHaveText(first?.name ?? '');
  await expect(bodyRows.first().getByRole('cell')).toHaveText(String(first?.year));
});

test('the recent events show their attendee counts', async ({ page }) => {
  await page.goto('/activities');
  const events = page.getByRole('region', { name: 'Recent Events' }).getByRole('article');
  await expect(events).toHaveCount(3);
  for (const [index, event] of recentEvents.entries()) {
    await expect(events.nth(index)).toContainText(event.title);
    await expect(events.nth(index)).toContainText(`${event.attendees} attendees`);
  }
});

test('a gallery photo opens a lightbox that arrow keys move through and Escape closes', async ({ page }) => {
  await page.goto('/activities');
  const gallery = page.getByRole('region', { name: 'Sponsor Events' });
  const [firstPhoto, secondPhoto] = sponsorEventPhotos;
  const lastPhoto = sponsorEventPhotos.at(-1);
  const thumbnail = gallery.getByRole('button', { name: `Enlarge: ${firstPhoto?.alt}` });
  await thumbnail.click();

  const lightbox = page.getByRole('dialog', { name: 'Sponsor Events' });
  await expect(lightbox).toBeVisible();
  const total = sponsorEventPhotos.length;
  await expect(lightbox.getByRole('img', { name: firstPhoto?.alt })).toBeVisible();
  await expect(lightbox).toContainText(`1 / ${total}`);

  await page.keyboard.press('ArrowRight');
  await expect(lightbox).toContainText(`2 / ${total}`);
  await expect(lightbox.getByRole('img', { name: secondPhoto?.alt })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox).toContainText(`${total} / ${total}`);
  await expect(lightbox.getByRole('img', { name: lastPhoto?.alt })).toBeVisible();
  await lightbox.getByRole('button', { name: 'Next photo' }).click();
  await expect(lightbox).toContainText(`1 / ${total}`);

  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(thumbnail).toBeFocused();
});

test('the lightbox works from the keyboard alone', async ({ page }) => {
  await page.goto('/activities');
  const card = hpActivityGallery[2];
  const thumbnail = page
    .getByRole('region', { name: 'HP Activities' })
    .getByRole('button', { name: `Enlarge: ${card?.photo.alt}` });
  // The thumbnails wait for the page's script, which a keyboard user's first key wakes; focus one
  // only once it can act.
  await page.keyboard.press('Tab');
  await expect(thumbnail).toBeEnabled();
  await thumbnail.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: 'HP Activities' });
  await expect(lightbox).toContainText(card?.title ?? '');
  await expect(lightbox).toContainText(`3 / ${hpActivityGallery.length}`);
  await page.keyboard.press('ArrowRight');
  await expect(lightbox).toContainText(hpActivityGallery[3]?.title ?? '');
  await page.keyboard.press('Enter');
  await expect(lightbox).toBeHidden();
  await expect(thumbnail).toBeFocused();
});

for (const width of [360, 1280]) {
  test(`the activities page has no serious accessibility problem and fits ${width} px`, async ({ page }) => {
    // axe reads the whole page; on a busy machine that takes a while.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/activities');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
}
