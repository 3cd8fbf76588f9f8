import './lib/zod-without-eval.js';
import './main.css';
import { recordPageLoad } from './features/tracking/index.js';
import { hydrateIslands } from './islands/hydrate-islands.js';
import { installImageFallbacks } from './lib/image-fallbacks.js';

/**
 * The browser entry of the public pages. The server sends each page as finished HTML; only its
 * islands (the interactive parts) run here, each hydrated when its moment comes.
 */
installImageFallbacks();
// Before the islands: the consent island hydrates late on a slow device, and a visitor may be gone by then.
recordPageLoad(window.location.pathname);
hydrateIslands();
