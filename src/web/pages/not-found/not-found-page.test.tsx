import { describe, expect, it } from 'vitest';
import { sampleContent } from '#content/samples/index.js';
import { pageRenderer } from '#web/entry-server.js';

function render(path: string) {
  return pageRenderer.renderPage(path, { content: sampleContent, today: '2026-01-01' });
}

describe('the not-found page', () => {
  it('in Hindi says so in Hindi and leads to the Hindi home page', () => {
    const page = render('/hi/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(page.appHtml).toContain('पेज नहीं मिला</h1>');
    expect(page.appHtml).toContain('आप जो पेज ढूँढ़ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।');
    expect(page.appHtml).toContain('href="/hi">होम पेज पर जाएँ</a>');
  });

  it('in English stays as it was', () => {
    const html = render('/no-such-page').appHtml;
    expect(html).toContain('Page not found</h1>');
    expect(html).toContain('href="/">Go to the home page</a>');
  });
});
