import { describe, expect, it } from 'vitest';
import { homeSectionOf, isHomePagePath } from './home-section-paths.js';

describe('the home page paths', () => {
  it('name the same section in every language', () => {
    expect(homeSectionOf('/about')).toBe('about');
    expect(homeSectionOf('/bn/about')).toBe('about');
    expect(homeSectionOf('/hi/contact/')).toBe('contact');
    expect(homeSectionOf('/bn')).toBeUndefined();
    expect(homeSectionOf('/bn/careers')).toBeUndefined();
  });

  it('are the home page and its sections in each language, and nothing else', () => {
    expect(['/', '/bn', '/hi', '/services', '/bn/services'].every(isHomePagePath)).toBe(true);
    expect(['/careers', '/bn/careers', '/bnx', '/xx/services'].some(isHomePagePath)).toBe(false);
  });
});
