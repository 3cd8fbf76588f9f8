import './lib/zod-without-eval.js';
import './main.css';
import { options } from 'preact';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './app/routes.js';

/**
 * The app runs on Preact (vite.config.ts), which runs effects on the next animation frame (or
 * after 35 ms): a timer started in an effect (carousels, counters, the chat banner) starts up to a
 * frame late, and not at all while a test's frozen clock holds frames and timers back. Run in a
 * task of their own right after the render, effects keep React's timing, which those were made for.
 */
const effectChannel = new MessageChannel();
options.requestAnimationFrame = (runEffects) => {
  effectChannel.port1.onmessage = () => runEffects();
  effectChannel.port2.postMessage(null);
};

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
