/** Element ids of the page chrome that scripts and links refer to. */

/** The sticky header: the home page measures it to scroll its sections clear of it. */
export const SITE_HEADER_ID = 'site-header';

/** The page's main content: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The footer, first after the main content: the page is painted only once it is parsed
 * (`<link rel="expect">`, app/head-tags.ts).
 */
export const SITE_FOOTER_ID = 'site-footer';
