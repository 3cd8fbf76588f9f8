import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  branches,
  company,
  discoverInActionVideo,
  heroSlides,
  partnerLogos,
  videoUnsupportedText,
} from '#content/samples/index.js';
import {
  expectShippedLogo,
  freezeClock,
  recordLayoutShifts,
  scrollsSideways,
  seriousAccessibilityViolations,
  withConsentGiven,
} from './support/public-page.js';

const desktop = { width: 1280, height: 800 };
const mobile = { width: 360, height: 740 };

test.beforeEach(async ({ page }) => {
  await withConsentGiven(page);
});

/** The hero's arrows are enabled once its script runs, which is at once on load. */
async function waitForHydration(page: Page) {
  await expect(page.getByRole('button', { name: 'Next slide' })).toBeEnabled();
}

const hero = (page: Page) => page.getByRole('region', { name: 'Highlights' });

/** Waits until the hero's current slide shows the heading of the slide at `position` (0-based). */
async function expectSlide(page: Page, position: number) {
  const slide = hero(page).getByRole('group', { name: `${position + 1} of ${heroSlides.length}` });
  await expect(slide.getByRole('heading', { name: heroSlides[position]?.heading })).toBeVisible();
  await expect(hero(page).getByRole('heading', { level: 2 })).toHaveCount(1);
  await expect(hero(page).getByText(`${position + 1} / ${heroSlides.length}`, { exact: true })).toBeVisible();
  await expect(hero(page).getByRole('button', { name: `Show slide ${position + 1}` })).toHaveAttribute(
    'aria-current',
    'true',
  );
}

/** Distance in pixels from the header's bottom edge to the element's top edge. */
async function gapBelowHeader(page: Page, element: Locator): Promise<number> {
  const header = await page.getByRole('banner').boundingBox();
  const box = await element.boundingBox();
  if (!header || !box) throw new Error('header or element not laid out');
  return Math.round(box.y - (header.y + header.height));
}

/** Waits until a smooth scroll has settled and the section's top sits 8 px below the header. */
async function expectSectionBelowHeader(page: Page, sectionId: string) {
  const section = page.locator(`section#${sectionId}`);
  await expect.poll(() => gapBelowHeader(page, section), { timeout: 10_000 }).toBe(8);
}

test.describe('the hero carousel', () => {
  test('wraps around both ways, jumps with the dots and never moves by itself', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await expectSlide(page, 0);
    const previous = hero(page).getByRole('button', { name: 'Previous slide' });
    const next = hero(page).getByRole('button', { name: 'Next slide' });

    await previous.click();
    await expectSlide(page, 4);
    await next.click();
    await expectSlide(page, 0);
    await next.click();
    await expectSlide(page, 1);

    await hero(page).getByRole('button', { name: 'Show slide 4' }).click();
    await expectSlide(page, 3);
    await next.click();
    await next.click();
    await expectSlide(page, 0);

    await page.clock.runFor(60_000);
    await expectSlide(page, 0);
  });

  test('the phone-brand slide shows its logo when its photo fails', async ({ page }) => {
    await page.route('**/photos/hero-phone-brand-*', (route) => route.fulfill({ status: 404 }));
    await page.goto('/');
    await hero(page).getByRole('button', { name: 'Show slide 2' }).click();
    const fallbackLogo = hero(page).getByRole('img', { name: heroSlides[1]!.heading });
    await expect(fallbackLogo).toBeVisible();
    await expectShippedLogo(fallbackLogo, heroSlides[1]!.fallbackLogo!);
  });
});

const finalFiguresForScreenReaders = `
  - term: Established
  - definition: "2014"
  - term: Branch Locations
  - definition: 8+
  - term: Happy Clients
  - definition: 5397+
  - term: Years of Experience
  - definition: 10+
`;

/** The play state of the partner logo strip's animation. */
function logoStripPlayState(page: Page) {
  return page
    .locator('section[aria-labelledby="partners-heading"] ul')
    .first()
    .evaluate((list) => getComputedStyle(list.parentElement as Element).animationPlayState);
}

test('the About counters count up to 8+, 5397+ and 10+ once half of them is visible, moving nothing', async ({
  page,
}) => {
  const layoutShifts = await recordLayoutShifts(page);
  await freezeClock(page);
  await page.goto('/');
  const statistics = page.locator('section#about dl');
  const shownValue = (label: string) =>
    statistics.locator('div', { hasText: label }).locator('dd [aria-hidden="true"]');

  // Before they are seen the figures are final (as in the pre-rendered page).
  await expect(shownValue('Happy Clients')).toHaveText('5397+');
  await statistics.scrollIntoViewIfNeeded();
  await expect(shownValue('Branch Locations')).toHaveText('0+');
  await expect(shownValue('Established')).toHaveText('2014');

  await page.clock.runFor(200);
  await expect(shownValue('Branch Locations')).toHaveText('1+');
  await expect(shownValue('Years of Experience')).toHaveText('2+');
  await expect(shownValue('Happy Clients')).toHaveText('1003+'); // 270, 527, 771, 1003
  // Screen readers get the final figures only, never a ticking one.
  await expect(statistics).toMatchAriaSnapshot(finalFiguresForScreenReaders);

  await page.clock.runFor(15_000);
  await expect(shownValue('Branch Locations')).toHaveText('8+');
  await expect(shownValue('Happy Clients')).toHaveText('5397+');
  await expect(shownValue('Years of Experience')).toHaveText('10+');
  // The figures count inside the room of their final values: nothing on the page moved.
  expect(await layoutShifts()).toEqual([]);
});

test('under reduced motion the counters stand still at their final values', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await freezeClock(page);
  await page.goto('/about');
  await waitForHydration(page);
  const statistics = page.locator('section#about dl');
  await statistics.scrollIntoViewIfNeeded();
  await page.clock.runFor(1000);
  await expect(statistics.locator('dd [aria-hidden="true"]')).toHaveText(['2014', '8+', '5397+', '10+']);
});

test.describe('the section paths', () => {
  test('/about scrolls so the About heading sits just below the header', async ({ page }) => {
    await page.goto('/about');
    await expectSectionBelowHeader(page, 'about');
    const heading = page.getByRole('heading', { name: 'About Us', level: 2 });
    const gap = await gapBelowHeader(page, heading);
    expect(gap).toBeGreaterThan(8);
    expect(gap).toBeLessThan(120);
  });

  test('/contact opened in a tab that had scrolled another page still scrolls to its section', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Discover in Action' }).scrollIntoViewIfNeeded();
    await page.goto('/contact');
    await expectSectionBelowHeader(page, 'contact');
  });

  test('the links scroll to their sections from this page and from another one, and Home to the top', async ({
    page,
  }) => {
    await page.goto('/products');
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await navigation.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expectSectionBelowHeader(page, 'contact');
    await waitForHydration(page);
    await expect(page).toHaveTitle(/^Contact Us/);

    // Set on this document: still there after the clicks only if they did not load a new one.
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));

    await navigation.getByRole('link', { name: 'Services' }).click();
    await expectSectionBelowHeader(page, 'services');
    await expect(page).toHaveTitle(/^Our Services/);
    await expect(navigation.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');

    await navigation.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
    await expect(page.locator('html')).toHaveAttribute('data-same-document', '');
  });

  test('under reduced motion the scroll is instant, on a phone too', async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/services');
    await expectSectionBelowHeader(page, 'services');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    // Instant: already in place on the next check, no smooth scroll to wait for.
    await expect.poll(() => gapBelowHeader(page, page.locator('section#about')), { timeout: 1000 }).toBe(8);
  });

  test('the glide to /contact wakes what it ends at, not the bands it passes', async ({ page }) => {
    await page.setViewportSize(mobile);
    const layoutShifts = await recordLayoutShifts(page);
    await page.goto('/contact');
    await expectSectionBelowHeader(page, 'contact');
    const islandOf = (control: Locator) => page.locator('[data-island]').filter({ has: control });
    const firstOfficeEnquiry = page.getByRole('button', { name: `Enquire with the ${branches[0]?.name}` });
    await expect(islandOf(firstOfficeEnquiry)).toHaveAttribute('data-hydrated', '');

    // Passed on the way: the logo strip stays as the server rendered it, standing still.
    const pauseLogos = page.getByRole('button', { name: 'Pause logos' });
    await expect(islandOf(pauseLogos)).not.toHaveAttribute('data-hydrated');
    await expect(pauseLogos).toBeDisabled();
    expect(await logoStripPlayState(page)).toBe('paused');
    expect(await layoutShifts()).toEqual([]);

    // The visitor scrolling back up wakes what they come to.
    await pauseLogos.scrollIntoViewIfNeeded();
    await expect(islandOf(pauseLogos)).toHaveAttribute('data-hydrated', '');
    await expect(pauseLogos).toBeEnabled();
  });

  test('/services lays out only the bands down to it: those below wait until they come near', async ({
    page,
  }) => {
    await page.setViewportSize(mobile);
    await page.goto('/services');
    await expectSectionBelowHeader(page, 'services');
    const drawn = (locator: Locator) =>
      locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    const aboutHeading = page.getByRole('heading', { name: 'About Us', level: 2 });
    expect(await drawn(aboutHeading)).toBe(false);
    const video = page.getByRole('region', { name: 'Discover in Action' }).locator('video');
    expect(await drawn(video)).toBe(false);
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(video)).toBe(true);
  });

  test('/contact lays out every band above it, to land on its true place', async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto('/contact');
    await expectSectionBelowHeader(page, 'contact');
    const bandsNotLaidOut = () =>
      page
        .locator('main section')
        .evaluateAll(
          (bands) =>
            bands.filter(
              (band) =>
                band.compareDocumentPosition(document.getElementById('contact') as Node) &
                  Node.DOCUMENT_POSITION_FOLLOWING && getComputedStyle(band).contentVisibility !== 'visible',
            ).length,
        );
    expect(await bandsNotLaidOut()).toBe(0);
  });

  test('each path has its own title and canonical URL', async ({ page }) => {
    for (const [path, title] of [
      ['/services', 'Our Services'],
      ['/contact', 'Contact Us'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} | ${company.name}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    }
  });
});

test('the partner strip shows every logo twice, the copy hidden from screen readers', async ({ page }) => {
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Trusted Technology Partners' });
  await expect(strip.getByRole('img')).toHaveCount(partnerLogos.length);
  await expect(strip.locator('ul')).toHaveCount(2);
  await expect(strip.locator('ul').nth(1)).toHaveAttribute('aria-hidden', 'true');
  const animationOf = (page: Page) =>
    page
      .locator('section[aria-labelledby="partners-heading"] ul')
      .first()
      .evaluate((list) => {
        return getComputedStyle(list.parentElement as Element).animationName;
      });
  expect(await animationOf(page)).toBe('logo-strip');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await animationOf(page)).toBe('none');
});

test('the partner strip starts moving once it is seen, not while its band is still undrawn', async ({
  page,
}) => {
  await page.goto('/');
  // As the server rendered it: standing still (an animation started in a band not yet drawn would
  // run on the main thread for good; decision 0011).
  expect(await logoStripPlayState(page)).toBe('paused');
  await page.getByRole('button', { name: 'Pause logos' }).scrollIntoViewIfNeeded();
  await expect.poll(() => logoStripPlayState(page)).toBe('running');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the partner strip moves, and stops while hovered', async ({ page }) => {
    await page.goto('/');
    expect(await logoStripPlayState(page)).toBe('running');
    // Forced: a moving list never counts as stable, which is what this checks.
    await page
      .getByRole('region', { name: 'Trusted Technology Partners' })
      .getByRole('list')
      .first()
      .hover({ force: true });
    expect(await logoStripPlayState(page)).toBe('paused');
  });
});

test('the Discover in Action video is muted, loops, has controls, a poster and two formats', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: discoverInActionVideo.title });
  const video = section.locator('video');
  // The controls come with the island's script, which wakes near the video: far below, the page
  // draws the poster alone (decision 0011, the controls' hidden spinner).
  await expect(video).not.toHaveAttribute('controls');
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveAttribute('loop', '');
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video).toHaveAttribute('poster', /\/photos\//);
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
  await expect(video.locator('source')).toHaveCount(2);
  await expect(video.locator('source').first()).toHaveAttribute('type', 'video/webm');
  await expect(video).toContainText(videoUnsupportedText);
});

test('Our Branches lists every office with call and mail links; the corporate card is full width', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Our Branches' });
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(branches.map((branch) => branch.name));
  for (const branch of branches) {
    if (branch.phone) {
      await expect(section.getByRole('link', { name: branch.phone })).toHaveAttribute(
        'href',
        `tel:${branch.phone.replace(/\s/g, '')}`,
      );
    }
    if (branch.email) {
      await expect(section.getByRole('link', { name: branch.email })).toHaveAttribute(
        'href',
        `mailto:${branch.email}`,
      );
    }
  }
  const cards = section.getByRole('article');
  const corporate = await cards.first().boundingBox();
  const branch = await cards.nth(1).boundingBox();
  expect(corporate && branch && corporate.width > branch.width * 2.5).toBe(true);
});

for (const [name, viewport] of [
  ['desktop', desktop],
  ['mobile', mobile],
] as const) {
  test(`the home page has no serious accessibility problem and no sideways scroll (${name})`, async ({
    page,
  }) => {
    test.slow(); // axe-core takes a while on a busy machine
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(company.name));
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
  });
}

test('the pre-rendered pages carry their main heading and their structured data', async ({ request }) => {
  for (const [path, heading] of [
    ['/', new RegExp(`<h1[^>]*>${company.name}`)],
    ['/about', /<h2[^>]*>About Us<\/h2>/],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(heading);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? '') as { '@type': string; name: string; url?: string },
    );
    expect(
      jsonLd.map((data) => data['@type']),
      path,
    ).toEqual(['Organization', ...branches.map(() => 'LocalBusiness'), 'WebPage']);
    expect(jsonLd[0]?.url, path).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    // The final figures are in the HTML, for visitors without JavaScript.
    expect(html).toContain('5397');
  }
});
