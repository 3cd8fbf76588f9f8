import type { RouteHandle } from '#web/app/page-meta.js';

export const notFoundHandle: RouteHandle = {
  meta: () => ({
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    noindex: true,
    statusCode: 404,
  }),
};
