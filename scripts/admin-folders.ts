import fs from 'node:fs';
import path from 'node:path';

/**
 * The folders of `webRoot` (src/web) that hold only the admin screens' code: what every admin
 * feature shares (`admin/`), the `admin-*` features and the admin pages. The build keeps their
 * icons out of the public pages' chunk; the Lighthouse bench tells admin chunks by them.
 */
export function adminSourceFolders(webRoot: string): string[] {
  const features = path.join(webRoot, 'features');
  return [
    path.join(webRoot, 'admin'),
    path.join(webRoot, 'pages', 'admin'),
    ...fs
      .readdirSync(features)
      .filter((feature) => feature.startsWith('admin-'))
      .map((feature) => path.join(features, feature)),
  ].map((folder) => path.resolve(folder));
}
