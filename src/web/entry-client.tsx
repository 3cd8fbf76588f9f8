import './lib/zod-without-eval.js';
import './main.css';
import { hydrateIslands } from './islands/hydrate-islands.js';
import { installImageFallbacks } from './lib/image-fallbacks.js';

/**
 * The browser entry of the public pages. The server sends each page as finished HTML; only its
 * islands (the interactive parts) run here, each hydrated when its moment comes.
 */
installImageFallbacks();
hydrateIslands();
