/** The Chromium the end-to-end tests and the page benchmarks drive: Debian's, or the one CHROME_PATH names. */
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** No GPU (the machines have none), and nothing of Chromium's own fetched or updated in the background. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The same flags for a Chromium started by `chrome-launcher` (for Lighthouse), which runs headed unless told. */
export const headlessChromiumFlags = ['--headless=new', ...chromiumFlags];
