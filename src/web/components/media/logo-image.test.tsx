import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { companyLogoPath } from '#content/assets.js';
import { parseLogo } from './inline-logo.js';
import { LogoImage } from './logo-image.js';

// The shipped logo files are generated at build time (scripts/generate-media.ts), after the unit
// tests run: this test ships one logo of its own. The generator's test checks that every logo it
// draws parses; the e2e test logos.spec.ts that the built site draws them inline.
vi.mock('./shipped-logos.js', async () => {
  const { parseLogo } = await import('./inline-logo.js');
  const hp = parseLogo(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 24 24"><title>HP</title><path d="M0 0h24v24H0z"/></svg>',
  );
  return { shippedLogo: (src: string) => (src === '/logos/hp.svg' ? hp : undefined) };
});

describe('parseLogo', () => {
  it('takes a logo file apart into its viewBox, proportions and contents, without its title', () => {
    const wide = parseLogo(
      '<svg xmlns="http://www.w3.org/2000/svg" width="268" height="64" viewBox="0 0 268 64"><title>AB</title><text>AB</text></svg>',
    );
    expect(wide).toEqual({ viewBox: '0 0 268 64', aspectRatio: 268 / 64, markup: '<text>AB</text>' });
  });

  it('leaves a file without a viewBox, or with more than one <svg> element, as an image', () => {
    expect(parseLogo('<svg width="10" height="10"><rect/></svg>')).toBeUndefined();
    expect(parseLogo('<svg viewBox="0 0 1 0"><rect/></svg>')).toBeUndefined();
    expect(parseLogo('<svg viewBox="0 0 1 1"/><svg viewBox="0 0 1 1"></svg>')).toBeUndefined();
  });
});

describe('LogoImage', () => {
  it('draws a shipped logo inline, named by its alt text or hidden when the name is beside it', () => {
    const named = renderToStaticMarkup(
      <LogoImage src="/logos/hp.svg" alt="HP logo" width={112} height={48} />,
    );
    expect(named).toBe(
      '<svg viewBox="0 0 24 24" width="112" height="48" style="aspect-ratio:1" role="img" aria-label="HP logo"><path d="M0 0h24v24H0z"/></svg>',
    );
    const decorative = renderToStaticMarkup(<LogoImage src="/logos/hp.svg" alt="" />);
    expect(decorative).toContain('aria-hidden="true"');
    expect(decorative).not.toContain('role="img"');
  });

  it('shows any other logo as a lazy image that falls back to the company logo', () => {
    for (const src of [`/media/${'b'.repeat(64)}`, '/logos/retired-partner.svg']) {
      const html = renderToStaticMarkup(<LogoImage src={src} alt="Partner logo" />);
      expect(html).toMatch(/^<img /);
      expect(html).toContain(`src="${src}"`);
      expect(html).toContain(`data-fallback-src="${companyLogoPath}"`);
      expect(html).toContain('loading="lazy"');
    }
  });
});
