/** Element ids of the page chrome that scripts and links refer to. */

/** The sticky header: the home page measures it to scroll its sections clear of it. */
export const SITE_HEADER_ID = 'site-header';

/** The page's main content: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';
