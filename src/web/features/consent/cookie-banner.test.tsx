import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsentPreferences } from '#shared/consent.js';
import { stubBrowser } from '#web/features/tracking/browser-stubs.test-support.js';
import { defaultPreferences } from './consent-choice.js';
import { CookieBanner } from './cookie-banner.js';
import { cookieBannerText } from './cookie-banner-text.js';

/** The ids of the category boxes the banner renders ticked. */
function tickedBoxes(selection: ConsentPreferences | null): string[] {
  const html = renderToStaticMarkup(
    <CookieBanner
      text={cookieBannerText((source) => source)}
      selection={selection}
      reopened={false}
      onChange={() => {}}
      onChoose={() => {}}
      onDismiss={undefined}
    />,
  );
  return [...html.matchAll(/<input id="cookie-(\w+)"[^>]*>/g)]
    .filter(([input]) => input.includes('checked=""'))
    .map((match) => match[1] ?? '');
}

describe('the cookie banner before a choice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ticks only the locked Necessary box, for a new visitor and in the pre-rendered HTML', () => {
    stubBrowser();
    expect(tickedBoxes(defaultPreferences())).toEqual(['necessary']);
    expect(tickedBoxes(null)).toEqual(['necessary']);
  });

  it('shows a returning visitor the boxes they ticked', () => {
    expect(tickedBoxes({ necessary: true, preferences: false, statistics: true, marketing: true })).toEqual([
      'necessary',
      'statistics',
      'marketing',
    ]);
  });
});
