// What the site knows of its content, in one import: the collections and their schemas, the
// selectors that read a published revision, the site's fixed wording, and the path helpers.
// The company's facts themselves are not here: they are the published revision in the
// database (the samples in ./samples are only its first revision).

export * from './assets.js';
export * from './chat.js';
export * from './collections.js';
export * from './consent.js';
export * from './contact-links.js';
export * from './enquiries.js';
export * from './navigation.js';
export * from './openings-admin.js';
export * from './site-content.js';
export * from './site-text.js';
export type * from './types.js';
