import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChatMarkdown, safeChatUrl } from './chat-markdown.js';

function render(markdown: string): string {
  return renderToStaticMarkup(<ChatMarkdown text={markdown} />);
}

describe('assistant replies rendered from markdown', () => {
  it('renders emphasis, lists and site links', () => {
    const html = render('**Jobs**\n\n- one\n- two\n\nSee [the careers page](/careers).');
    expect(html).toContain('<strong>Jobs</strong>');
    expect(html).toMatch(/<ul[^>]*>\s*<li>one<\/li>/);
    expect(html).toMatch(/<a[^>]*href="\/careers"[^>]*>the careers page<\/a>/);
  });

  it('keeps tel, mailto and web links; web links open in a new tab without an opener', () => {
    const html = render('[call](tel:+910000000001) [mail](mailto:a@example.com) [web](https://example.com)');
    expect(html).toContain('href="tel:+910000000001"');
    expect(html).toContain('href="mailto:a@example.com"');
    expect(html).toMatch(/href="https:\/\/example.com"[^>]* target="_blank" rel="noopener noreferrer"/);
  });

  it('drops raw HTML, scripts and dangerous links', () => {
    const html = render(
      '<script>alert(1)</script>\n\n<b onclick="x()">bold</b> [x](javascript:alert(1)) [y](data:text/html,hi) [z](//evil.example)',
    );
    expect(html).not.toMatch(/<script|onclick|<b>|javascript:|data:|evil\.example/);
    expect(html).toContain('<span>x</span>');
  });

  it('shows no images', () => {
    const html = render('![tracker](https://tracker.example/pixel.png)');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('tracker.example');
  });

  it('turns headings into bold paragraphs so the page outline stays intact', () => {
    expect(render('# Big title')).toBe(
      '<div class="space-y-2 break-words"><p class="font-semibold">Big title</p></div>',
    );
  });

  it.each([
    ['/careers', '/careers'],
    ['https://example.com/a', 'https://example.com/a'],
    ['HTTP://EXAMPLE.COM', 'HTTP://EXAMPLE.COM'],
    ['tel:+91', 'tel:+91'],
    ['javascript:alert(1)', ''],
    ['vbscript:x', ''],
    ['//evil.example', ''],
    ['/\\evil.example/login', ''],
    ['ftp://example.com', ''],
  ])('allows %s as %s', (url, safe) => {
    expect(safeChatUrl(url)).toBe(safe);
  });
});

describe('ChatMarkdown for the admin (htmlAsText)', () => {
  it('shows stored HTML as its literal text, inert, where the widget drops it', () => {
    const stored = 'Hello <img src="x" onerror="alert(1)"> **there**';
    const admin = renderToStaticMarkup(<ChatMarkdown text={stored} htmlAsText />);
    expect(admin).toContain('&lt;img src=&quot;x&quot; onerror=&quot;alert(1)&quot;&gt;');
    expect(admin).toContain('<strong>there</strong>');
    expect(admin).not.toContain('<img');
    expect(render(stored)).not.toContain('img');
  });
});
