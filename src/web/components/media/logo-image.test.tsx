import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { companyLogoPath } from '#content/assets.js';
import { LogoImage } from './logo-image.js';
import { parseLogo, shippedLogo } from './shipped-logos.js';

const logoFolder = new URL('../../public/logos/', import.meta.url);

describe('the shipped logos', () => {
  it('are every file of the logo folder, each with its viewBox and without its title', () => {
    for (const file of fs.readdirSync(logoFolder)) {
      const source = fs.readFileSync(new URL(file, logoFolder), 'utf8');
      const logo = shippedLogo(`/logos/${file}`);
      expect(logo, file).toBeDefined();
      expect(source).toContain(`viewBox="${logo?.viewBox}"`);
      expect(logo?.markup).not.toMatch(/<title>|<svg/);
    }
  });

  it('are not any other address', () => {
    expect(shippedLogo('/logos/retired-partner.svg')).toBeUndefined();
    expect(shippedLogo(`/media/${'a'.repeat(64)}`)).toBeUndefined();
  });

  it('take their proportions from the viewBox, and a file without one is not inlined', () => {
    const wide = parseLogo(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 268 64"><text>AB</text></svg>',
    );
    expect(wide).toEqual({ viewBox: '0 0 268 64', aspectRatio: 268 / 64, markup: '<text>AB</text>' });
    expect(parseLogo('<svg width="10" height="10"><rect/></svg>')).toBeUndefined();
    expect(
      parseLogo('<?xml version="1.0"?><svg viewBox="0 0 1 1"/><svg viewBox="0 0 1 1"></svg>'),
    ).toBeUndefined();
  });
});

describe('LogoImage', () => {
  it('draws a shipped logo inline, named by its alt text or hidden when the name is beside it', () => {
    const named = renderToStaticMarkup(
      <LogoImage src="/logos/hp.svg" alt="HP logo" width={112} height={48} />,
    );
    expect(named).toMatch(
      /^<svg viewBox="[^"]+" width="112" height="48" style="aspect-ratio:1" role="img" aria-label="HP logo">/,
    );
    expect(named).not.toContain('<img');
    const decorative = renderToStaticMarkup(<LogoImage src="/logos/hp.svg" alt="" />);
    expect(decorative).toContain('aria-hidden="true"');
    expect(decorative).not.toContain('role="img"');
  });

  it('shows any other logo as a lazy image that falls back to the company logo', () => {
    const uploaded = `/media/${'b'.repeat(64)}`;
    const html = renderToStaticMarkup(<LogoImage src={uploaded} alt="Partner logo" />);
    expect(html).toContain(`src="${uploaded}"`);
    expect(html).toContain(`data-fallback-src="${companyLogoPath}"`);
    expect(html).toContain('loading="lazy"');
  });
});
