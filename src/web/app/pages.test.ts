import { describe, expect, it } from 'vitest';
import { sampleContent } from '#content/samples/index.js';
import { matchPublicRoute, notFoundRoute, publicPagePaths } from './pages.js';

describe('the public route table', () => {
  it('matches static paths exactly and names the parameters of the others', () => {
    expect(matchPublicRoute('/careers').route.path).toBe('/careers');
    expect(matchPublicRoute('/careers/').route.path).toBe('/careers');
    expect(matchPublicRoute('/')).toMatchObject({ route: { path: '/' }, params: {} });
    expect(matchPublicRoute('/brands/HP')).toMatchObject({
      route: { path: '/brands/:brandName' },
      params: { brandName: 'HP' },
    });
    expect(matchPublicRoute('/brands/a%20b').params).toEqual({ brandName: 'a b' });
  });

  it('answers the not-found route for any other path, malformed escapes included', () => {
    for (const path of ['/nothing-here', '/brands', '/brands/hp/extra', '/careers/x']) {
      expect(matchPublicRoute(path).route).toBe(notFoundRoute);
    }
    expect(matchPublicRoute('/brands/%E0%A4%A').params).toEqual({ brandName: '%E0%A4%A' });
  });

  it('lists every static page and every brand of the content once', () => {
    const paths = publicPagePaths(sampleContent);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/retail-partners', '/brands/hp']));
    expect(paths.some((path) => path.includes(':'))).toBe(false);
  });
});
