import type { RouteHandle } from '#web/app/page-meta.js';

export const notFoundHandle: RouteHandle = {
  meta: (_params, { text }) => ({
    title: text('Page not found'),
    description: text('The page you are looking for does not exist or has moved.'),
    noindex: true,
    statusCode: 404,
  }),
};
