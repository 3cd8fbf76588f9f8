import fs from 'node:fs';
import path from 'node:path';

/**
 * A small stand-in for dist/client, shaped as the build writes it: the two HTML templates with
 * their markers, a couple of bundles and a logo. The pages themselves are rendered from source
 * (`pageRenderer` of src/web/entry-server.tsx), as the server renders them from its build.
 */
export function writeWebBuild(webRoot: string) {
  const files: Record<string, string> = {
    'index.html':
      '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>',
    'admin.html':
      '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
    'assets/app-abc123.js': 'console.log("app")',
    'assets/bundle-def456.js': `export const pages = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `page ${i}`))};`,
    'logos/hp.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(webRoot, file), content);
  }
}
