// The company's facts in one import: `import { company, branches } from '../content/index.js'`.

export * from './activities.js';
export * from './assets.js';
export * from './branches.js';
export * from './brands.js';
export * from './careers.js';
export * from './chat.js';
export * from './company.js';
export * from './consent.js';
export * from './distribution.js';
export * from './home.js';
export * from './logos.js';
export * from './media.js';
export * from './navigation.js';
export * from './partners.js';
export * from './photos.js';
export * from './products.js';
export * from './retail.js';
export * from './services.js';
export type * from './types.js';
