/**
 * Pre-rendered pages are built once and served under any `SITE_URL`: the build writes this
 * placeholder where an absolute URL belongs (canonical links, Open Graph, JSON-LD) and the server
 * puts its configured address in its place when it loads the pages.
 */
export const SITE_URL_PLACEHOLDER = '%SITE_URL%';
