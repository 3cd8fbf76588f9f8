/**
 * Generates the sample images and logos the site serves (see src/content/photos.ts and logos.ts).
 * Placeholder until the media pipeline lands: it writes nothing yet.
 */
export {};
