import type { ComponentType } from 'react';
import type { SiteContent } from '#content/index.js';
import { activitiesHandle } from '#web/pages/activities/activities-meta.js';
import { ActivitiesPage } from '#web/pages/activities/activities-page.js';
import { debugMeta } from '#web/pages/admin/debug/debug-meta.js';
import { superAdminMeta } from '#web/pages/admin/super-admin/super-admin-meta.js';
import { brandHandle } from '#web/pages/brand/brand-meta.js';
import { BrandPage } from '#web/pages/brand/brand-page.js';
import { careersHandle } from '#web/pages/careers/careers-meta.js';
import { CareersPage } from '#web/pages/careers/careers-page.js';
import { distributionHandle } from '#web/pages/distribution/distribution-meta.js';
import { DistributionPage } from '#web/pages/distribution/distribution-page.js';
import { homeHandle } from '#web/pages/home/home-meta.js';
import { HomePage } from '#web/pages/home/home-page.js';
import { notFoundHandle } from '#web/pages/not-found/not-found-meta.js';
import { NotFoundPage } from '#web/pages/not-found/not-found-page.js';
import { productsHandle } from '#web/pages/products/products-meta.js';
import { ProductsPage } from '#web/pages/products/products-page.js';
import { retailHandle } from '#web/pages/retail/retail-meta.js';
import { RetailPage } from '#web/pages/retail/retail-page.js';
import type { PageMeta, RouteHandle, RouteParams } from './page-meta.js';

/** A public page: rendered on the server, its islands hydrated in the browser. */
type PublicRoute = {
  /** Static segments and `:named` ones, e.g. '/brands/:brandName'. */
  path: string;
  Page: ComponentType<{ params: RouteParams }>;
  handle: RouteHandle;
};

/** Every public route of the site (spec section 2 "Routes"). */
const publicRoutes: readonly PublicRoute[] = [
  { path: '/', Page: HomePage, handle: homeHandle() },
  { path: '/services', Page: HomePage, handle: homeHandle('services') },
  { path: '/about', Page: HomePage, handle: homeHandle('about') },
  { path: '/contact', Page: HomePage, handle: homeHandle('contact') },
  { path: '/retail', Page: RetailPage, handle: retailHandle },
  { path: '/distribution', Page: DistributionPage, handle: distributionHandle },
  // The same page under its second name; its canonical link points at /distribution.
  { path: '/retail-partners', Page: DistributionPage, handle: distributionHandle },
  { path: '/activities', Page: ActivitiesPage, handle: activitiesHandle },
  { path: '/careers', Page: CareersPage, handle: careersHandle },
  { path: '/products', Page: ProductsPage, handle: productsHandle },
  { path: '/brands/:brandName', Page: BrandPage, handle: brandHandle },
];

/** Any other path. */
export const notFoundRoute: PublicRoute = { path: '*', Page: NotFoundPage, handle: notFoundHandle };

/** The admin screens: an empty shell the browser renders (entry-admin.tsx), never indexed. */
export const adminRoutes: readonly { path: string; meta: PageMeta }[] = [
  { path: '/superadmin', meta: superAdminMeta },
  { path: '/debug', meta: debugMeta },
];

/** The public route for `pathname` and its params; the not-found route when none matches. */
export function matchPublicRoute(pathname: string): { route: PublicRoute; params: RouteParams } {
  const segments = splitPath(pathname);
  for (const route of publicRoutes) {
    const params = matchSegments(splitPath(route.path), segments);
    if (params) return { route, params };
  }
  return { route: notFoundRoute, params: {} };
}

function splitPath(path: string): string[] {
  return path.split('/').filter(Boolean);
}

function matchSegments(pattern: string[], segments: string[]): RouteParams | undefined {
  if (pattern.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [position, part] of pattern.entries()) {
    const segment = segments[position] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = safeDecode(segment);
    else if (part !== segment) return undefined;
  }
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Every public page there is for this content: the fixed paths and one per brand. */
export function publicPagePaths(content: SiteContent): string[] {
  return [
    ...publicRoutes.filter((route) => !route.path.includes(':')).map((route) => route.path),
    ...content.brands.brands.map((brand) => `/brands/${brand.slug}`),
  ];
}
