import { describe, expect, it } from 'vitest';
import { contentInLanguage } from '#content/content-in-language.js';
import bengaliTexts from '#content/interface-text/bn/distribution.json' with { type: 'json' };
import hindiTexts from '#content/interface-text/hi/distribution.json' with { type: 'json' };
import { sampleContent } from '#content/samples/index.js';
import { pageRenderer } from '#web/entry-server.js';

function renderDistributionPage(path: string) {
  return pageRenderer.renderPage(path, { content: sampleContent, today: '2026-01-01' });
}

describe('the distribution page in the page’s language', () => {
  it('has the same texts in the Bengali and the Hindi catalogue', () => {
    expect(Object.keys(hindiTexts)).toEqual(Object.keys(bengaliTexts));
  });

  it('in Hindi, at both its addresses: headings and the islands’ labels in Hindi', () => {
    for (const path of ['/hi/distribution', '/hi/retail-partners']) {
      const { appHtml, islandData } = renderDistributionPage(path);
      expect(appHtml).toContain('पार्टनर बनने के फ़ायदे');
      expect(appHtml).toContain('संपर्क करें');
      expect(appHtml).not.toMatch(/Get in Touch|Network Coverage|Company Profile/);
      expect(islandData).toContain('"label":"कंपनी परिचय का स्लाइडशो"');
      expect(islandData).toContain('"unsupportedText":"आपके ब्राउज़र में यह वीडियो नहीं चल सकता।"');
    }
  });

  it('in Bengali, at both its addresses: the slideshow’s controls and the videos’ play buttons in Bengali', () => {
    const [video] = contentInLanguage(sampleContent, 'bn').content.galleries.distributionVideos;
    if (!video) throw new Error('The Bengali sample content has no distribution video');
    for (const path of ['/bn/distribution', '/bn/retail-partners']) {
      const { appHtml } = renderDistributionPage(path);
      expect(appHtml).toContain(`aria-label="ভিডিও চালান: ${video.title}"`);
      expect(appHtml).toContain('aria-label="পরের স্লাইড"');
      expect(appHtml).toContain('aria-label="5টির মধ্যে 1"');
      expect(appHtml).toContain('aria-roledescription="ক্যারোসেল"');
      expect(appHtml).not.toMatch(
        /Play video|Next slide|Show slide|Pause|aria-roledescription="(carousel|slide)"/,
      );
    }
  });

  it('in English: as before, and no phrasebook or play label sent to the islands', () => {
    const { appHtml, islandData } = renderDistributionPage('/distribution');
    expect(appHtml).toContain('See Our Network at Work');
    expect(islandData).toContain('"label":"Company profile slideshow"');
    expect(islandData).toContain('"unsupportedText":"Your browser does not support the video tag."');
    expect(islandData).not.toMatch(/"phrases"|"playLabel"/);
    expect(appHtml).toContain('aria-label="Play video: Our distribution network (sample video)"');
    expect(appHtml).toContain('aria-label="Next slide"');
    expect(appHtml).toContain('aria-roledescription="carousel"');
  });
});
