export { FloatingDock } from './floating-dock.js';
export { useClearOfControls } from './use-clear-of-controls.js';
