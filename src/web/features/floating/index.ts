export { FloatingDock } from './floating-dock.js';
export { useClearOfPage } from './use-clear-of-page.js';
export { useHeldBackOverText } from './use-held-back-over-text.js';
