// The sample data files in one import, for the first revision (sample-content.ts), the media
// generator and the tests of the samples. The site itself reads the published revision.

export * from '#content/assets.js';
export * from '#content/chat.js';
export * from '#content/consent.js';
export * from '#content/contact-links.js';
export * from '#content/navigation.js';
export * from '#content/site-text.js';
export type * from '#content/types.js';
export * from './activities.js';
export * from './branches.js';
export * from './brands.js';
export * from './careers.js';
export * from './company.js';
export * from './distribution.js';
export * from './home.js';
export * from './logos.js';
export * from './media.js';
export * from './partners.js';
export * from './photos.js';
export * from './products.js';
export * from './retail.js';
export * from './services.js';
