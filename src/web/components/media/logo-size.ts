import type { LogoSize } from '#content/index.js';

/** How wide each logo size is drawn in the strips and grids, so every logo looks the same size. */
export const logoWidthClass: Record<LogoSize, string> = { narrow: 'w-16', medium: 'w-24', wide: 'w-28' };
