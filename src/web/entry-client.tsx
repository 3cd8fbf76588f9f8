import './main.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/routes.js';

/**
 * Pre-rendered pages are hydrated; the admin shells (an empty root) are rendered from scratch.
 * The current page's lazy code is loaded before hydration so the first render matches the HTML.
 */
async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');

  const initialMatches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    initialMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const routeModule = await route.lazy();
      Object.assign(route, { ...routeModule, lazy: undefined });
    }),
  );

  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
