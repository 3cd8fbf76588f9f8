import { describe, expect, it } from 'vitest';
import bengaliTexts from '#content/interface-text/bn/activities.json' with { type: 'json' };
import hindiTexts from '#content/interface-text/hi/activities.json' with { type: 'json' };
import { sampleContent } from '#content/samples/index.js';
import { pageRenderer } from '#web/entry-server.js';

function renderActivitiesPage(path: string) {
  return pageRenderer.renderPage(path, { content: sampleContent, today: '2026-01-01' });
}

function activitiesPageHtml(path: string): string {
  return renderActivitiesPage(path).appHtml;
}

const [event] = sampleContent.events.events;

describe('the activities page in the page’s language', () => {
  if (event?.date !== '2025-01-18' || event.attendees !== 150) throw new Error('The sample events changed');

  it('has the same texts in the Bengali and the Hindi catalogue', () => {
    expect(Object.keys(hindiTexts)).toEqual(Object.keys(bengaliTexts));
  });

  it('in Bengali: headings, the table, dates and counts written on the server in Bengali', () => {
    const page = activitiesPageHtml('/bn/activities');
    expect(page).toContain('সাম্প্রতিক অনুষ্ঠান');
    expect(page).toContain('<time dateTime="2025-01-18">১৮ জানুয়ারি, ২০২৫</time>');
    expect(page).toContain('১৫০ জন অংশ নিয়েছেন');
    expect(page).toContain('১৩টি স্টোর, কোনটি কোন বছরে চালু হয়েছে');
    expect(page).toContain('চালুর বছর');
    expect(page).not.toMatch(/attendees|Year Opened|Recent Events/);
  });

  it('in Hindi: dates in Hindi month names', () => {
    const page = activitiesPageHtml('/hi/activities');
    expect(page).toContain('<time dateTime="2025-01-18">18 जनवरी 2025</time>');
    expect(page).toContain('150 लोग शामिल हुए');
  });

  it('in Bengali: the galleries’ buttons, and their enlarged view’s in the props', () => {
    const { appHtml, islandData } = renderActivitiesPage('/bn/activities');
    expect(appHtml).toContain('<span class="sr-only">বড় করে দেখুন: </span>');
    expect(appHtml).not.toContain('Enlarge:');
    expect(islandData).toContain('"Previous photo":"আগের ছবি"');
    expect(islandData).toContain('"Close":"বন্ধ করুন"');
  });

  it('in English: as before', () => {
    const { islandData } = renderActivitiesPage('/activities');
    expect(islandData).not.toContain('"phrases"');
    const page = activitiesPageHtml('/activities');
    expect(page).toContain('<span class="sr-only">Enlarge: </span>');
    expect(page).toContain('<time dateTime="2025-01-18">18 January 2025</time>');
    expect(page).toContain('150 attendees');
    expect(page).toContain('13 stores and the year each opened');
    expect(page).toContain('Sponsor Events');
  });
});
