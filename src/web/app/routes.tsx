import type { RouteObject } from 'react-router';
import { brands } from '../../content/index.js';
import { debugHandle, superAdminHandle } from '../features/admin/admin-meta.js';
import { activitiesHandle } from '../pages/activities/activities-meta.js';
import { brandHandle } from '../pages/brand/brand-meta.js';
import { careersHandle } from '../pages/careers/careers-meta.js';
import { distributionHandle } from '../pages/distribution/distribution-meta.js';
import { homeHandle } from '../pages/home/home-meta.js';
import { notFoundHandle } from '../pages/not-found/not-found-meta.js';
import { productsHandle } from '../pages/products/products-meta.js';
import { retailHandle } from '../pages/retail/retail-meta.js';
import { RootLayout } from './root-layout.js';

/**
 * Every route of the site. Page code is loaded lazily, so a visitor downloads only the page they
 * open; the meta (titles, descriptions, structured data) is small and loaded with the table.
 */
const home = () => import('../pages/home/home-page.js').then((m) => ({ Component: m.HomePage }));
const distribution = () =>
  import('../pages/distribution/distribution-page.js').then((m) => ({ Component: m.DistributionPage }));

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      { index: true, lazy: home, handle: homeHandle() },
      { path: 'services', lazy: home, handle: homeHandle('services') },
      { path: 'about', lazy: home, handle: homeHandle('about') },
      { path: 'contact', lazy: home, handle: homeHandle('contact') },
      {
        path: 'retail',
        lazy: () => import('../pages/retail/retail-page.js').then((m) => ({ Component: m.RetailPage })),
        handle: retailHandle,
      },
      { path: 'distribution', lazy: distribution, handle: distributionHandle },
      // The same page under its second name; its canonical link points at /distribution.
      { path: 'retail-partners', lazy: distribution, handle: distributionHandle },
      {
        path: 'activities',
        lazy: () =>
          import('../pages/activities/activities-page.js').then((m) => ({ Component: m.ActivitiesPage })),
        handle: activitiesHandle,
      },
      {
        path: 'careers',
        lazy: () => import('../pages/careers/careers-page.js').then((m) => ({ Component: m.CareersPage })),
        handle: careersHandle,
      },
      {
        path: 'products',
        lazy: () => import('../pages/products/products-page.js').then((m) => ({ Component: m.ProductsPage })),
        handle: productsHandle,
      },
      {
        path: 'brands/:brandName',
        lazy: () => import('../pages/brand/brand-page.js').then((m) => ({ Component: m.BrandPage })),
        handle: brandHandle,
      },
      {
        path: '*',
        lazy: () =>
          import('../pages/not-found/not-found-page.js').then((m) => ({ Component: m.NotFoundPage })),
        handle: notFoundHandle,
      },
    ],
  },
  {
    path: '/superadmin',
    lazy: () =>
      import('../features/admin/super-admin-page.js').then((m) => ({ Component: m.SuperAdminPage })),
    handle: superAdminHandle,
  },
  {
    path: '/debug',
    lazy: () => import('../features/admin/debug-page.js').then((m) => ({ Component: m.DebugPage })),
    handle: debugHandle,
  },
];

/** The pages written as static HTML at build time, each hydrated in the browser. */
export const prerenderedPaths: string[] = [
  '/',
  '/services',
  '/about',
  '/contact',
  '/retail',
  '/distribution',
  '/retail-partners',
  '/activities',
  '/careers',
  '/products',
  ...brands.map((brand) => `/brands/${brand.slug}`),
];

/** Pages served as an empty shell and rendered in the browser only (the admin area). */
export const clientOnlyPaths: string[] = ['/superadmin', '/debug'];
