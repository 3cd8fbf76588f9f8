import { expect, type Locator, test } from '@playwright/test';
import {
  companyProfileSlides,
  distributionHero,
  distributionVideos,
  networkCoverage,
  partnerLogos,
  partnershipBenefits,
} from '#content/samples/index.js';
import {
  freezeClock,
  scrollsSideways,
  seriousAccessibilityViolations,
  withConsentGiven,
} from './support/public-page.js';

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

async function expectCounter(carousel: Locator, text: string) {
  await expect(carousel.getByText(/^\d+ \/ \d+$/)).toHaveText(text);
}

for (const path of ['/distribution', '/retail-partners']) {
  test(`${path} is pre-rendered as the distribution page with /distribution as its canonical URL`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain(distributionHero.heading);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/distribution"/);
  });
}

test('/retail-partners shows the distribution page', async ({ page }) => {
  await page.goto('/retail-partners');
  await expect(page.getByRole('heading', { level: 1, name: distributionHero.heading })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Get in Touch' })).toBeVisible();
});

test('the hero shows the branch and state figures', async ({ page }) => {
  await page.goto('/distribution');
  for (const stat of distributionHero.stats) {
    await expect(page.getByRole('definition').filter({ hasText: stat.value }).first()).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: stat.label })).toBeVisible();
  }
  expect(distributionHero.stats.map((stat) => `${stat.value} ${stat.label}`)).toEqual([
    '8+ Branch Locations',
    '4 States Covered',
  ]);
});

test('the videos load nothing but their poster until played, then show the controls', async ({ page }) => {
  await page.goto('/distribution');
  for (const video of distributionVideos) {
    const player = page.locator(`video[aria-label="${video.title}"]`);
    await expect(player).toHaveAttribute('preload', 'none');
    await expect(player).toHaveAttribute('poster', /\/photos\//);
    await expect(player).not.toHaveAttribute('controls');
    expect(await player.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
  }
  const [first] = distributionVideos;
  await page.getByRole('button', { name: `Play video: ${first?.title}` }).click();
  const player = page.locator(`video[aria-label="${first?.title}"]`);
  await expect(player).toHaveAttribute('controls', '');
  await expect(player).toBeFocused();
  await expect(page.getByRole('button', { name: `Play video: ${first?.title}` })).toHaveCount(0);
});

test('the page lists the benefits, the partners and the network by state', async ({ page }) => {
  await page.goto('/distribution');
  const benefits = page.getByRole('region', { name: 'Partnership Benefits' });
  await expect(benefits.getByRole('heading', { level: 3 })).toHaveText(
    partnershipBenefits.map((benefit) => benefit.title),
  );

  expect(partnerLogos).toHaveLength(18);
  const profile = page.getByRole('region', { name: 'Company Profile' });
  for (const partner of partnerLogos) {
    await expect(profile.getByRole('img', { name: `${partner.name} logo`, exact: true })).toHaveCount(1);
  }

  const coverage = page.getByRole('region', { name: 'Network Coverage' });
  for (const { state, cities } of networkCoverage) {
    const card = coverage.getByRole('listitem').filter({ has: page.getByRole('heading', { name: state }) });
    await expect(card.getByRole('listitem')).toHaveText([...cities]);
  }
});

test('Get in Touch shows at most 9 city cards', async ({ page }) => {
  await page.goto('/distribution');
  const cards = page.getByRole('region', { name: 'Get in Touch' }).getByRole('article');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  // Spec section 9 "Business constants and limits › Distribution".
  expect(count).toBeLessThanOrEqual(9);
  await expect(cards.first().getByRole('link', { name: /^\+91/ })).toHaveAttribute('href', /^tel:/);
});

test('the company profile slideshow advances every 10 s and returns to the first slide', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/distribution');
  const slideshow = page.getByRole('region', { name: 'Company profile slideshow' });
  // Its script runs when it comes into view (a frozen clock holds back the idle moment otherwise).
  await slideshow.scrollIntoViewIfNeeded();
  await expect(slideshow.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  const [first, second] = companyProfileSlides;
  await expect(slideshow.getByRole('heading', { name: first?.title })).toBeVisible();
  await expectCounter(slideshow, '1 / 5');

  await page.clock.runFor(9900);
  await expectCounter(slideshow, '1 / 5');
  await page.clock.runFor(100);
  await expectCounter(slideshow, '2 / 5');
  await expect(slideshow.getByRole('heading', { name: second?.title })).toBeVisible();
  // Slide by slide: each advance schedules the next once the page has re-rendered.
  for (const counter of ['3 / 5', '4 / 5', '5 / 5', '1 / 5']) {
    await page.clock.runFor(10_000);
    await expectCounter(slideshow, counter);
  }

  await slideshow.hover();
  await page.clock.runFor(20_000);
  await expectCounter(slideshow, '1 / 5');
});

for (const width of [360, 1280]) {
  test(`the distribution page has no serious accessibility problem and fits ${width} px`, async ({
    page,
  }) => {
    // axe reads the whole page; on a busy machine that takes a while.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/distribution');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
}
