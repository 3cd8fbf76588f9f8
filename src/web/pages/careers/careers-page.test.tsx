import { describe, expect, it } from 'vitest';
import type { SiteContent } from '#content/index.js';
import { sampleContent } from '#content/samples/index.js';
import { pageRenderer } from '#web/entry-server.js';

function render(path: string, content: SiteContent = sampleContent) {
  return pageRenderer.renderPage(path, { content, today: '2026-01-01' });
}

const withoutOpenings: SiteContent = { ...sampleContent, openings: { openings: [] } };

describe('the careers page in the page’s language', () => {
  it('in Bengali writes the salary, the closing day and the type in Bengali, on the server', () => {
    const html = render('/bn/careers').appHtml;
    expect(html).toContain('এখনকার শূন্যপদ</h2>');
    expect(html).toContain('বছরে ৩.৬ - ৫.০ লাখ টাকা');
    expect(html).toContain('আবেদনের শেষ তারিখ ৩১ মার্চ, ২০২৭');
    expect(html).toContain('ফুল-টাইম');
    expect(html).toContain('এইচআর টিমের সঙ্গে যোগাযোগ</h2>');
    expect(html).not.toMatch(/Current Openings|LPA|March|Full-time|Contact HR Team|Our HR team/);
  });

  it('in Hindi names the month in Hindi', () => {
    const html = render('/hi/careers').appHtml;
    expect(html).toContain('आवेदन की अंतिम तिथि 31 मार्च 2027');
    expect(html).toContain('3.6 - 5.0 लाख रुपये सालाना');
  });

  it('in English stays as it was', () => {
    const html = render('/careers').appHtml;
    for (const english of ['Current Openings</h2>', '3.6 - 5.0 LPA', 'Apply by 31 March 2027', 'Full-time'])
      expect(html).toContain(english);
    expect(html).toContain('Questions about an opening or your application? Our HR team is happy to help.');
  });

  it('says there are no openings in the page’s language', () => {
    expect(render('/bn/careers', withoutOpenings).appHtml).toContain('এই মুহূর্তে কোনো শূন্যপদ নেই।');
    expect(render('/careers', withoutOpenings).appHtml).toContain('There are no openings right now.');
  });

  it('heads the lists of the job postings’ descriptions in the page’s language', () => {
    const { headTags } = render('/hi/careers');
    expect(headTags).toContain('\\u003cstrong>ज़िम्मेदारियाँ\\u003c/strong>');
    expect(headTags).toContain('\\u003cstrong>योग्यताएँ\\u003c/strong>');
  });
});
