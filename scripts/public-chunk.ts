import fs from 'node:fs';
import path from 'node:path';
import { adminSourceFolders } from './admin-folders.js';

/**
 * Which modules go into the public pages' shared chunk (see vite.config.ts): the small modules that
 * several islands import (the hooks, the browser helpers, the islands' runtime) and lucide's icon
 * helpers with the icons that code outside the admin screens uses. Vite otherwise made each of them
 * a chunk of its own: on / twenty requests of about 1.4 KB, each fetched, compiled and evaluated as
 * a task of its own on the main thread (issue 32). Admin-only icons stay out, so public pages do not
 * load them; lazily loaded code (the chat panel, the application form) stays in its own chunks.
 */
export function publicSharedModule(webRoot: string): (moduleId: string) => boolean {
  const icons = publicIconFiles(webRoot);
  const sharedFolder = /[\\/]src[\\/]web[\\/](?:hooks|lib|islands)[\\/]/;
  return (moduleId) => {
    if (/[\\/]node_modules[\\/]lucide-react[\\/]/.test(moduleId)) {
      const icon = moduleId.match(/[\\/]icons[\\/]([\w-]+)\.m?js$/)?.[1];
      return icon === undefined || icons.has(icon);
    }
    return sharedFolder.test(moduleId) && !/\.test\.tsx?$/.test(moduleId);
  };
}

/** The file names (kebab-case) of the lucide icons imported outside the admin screens. */
function publicIconFiles(webRoot: string): Set<string> {
  const adminFolders = adminSourceFolders(webRoot);
  const files = fs
    .readdirSync(webRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.resolve(entry.parentPath, entry.name))
    .filter((file) => !adminFolders.some((folder) => file.startsWith(folder + path.sep)));
  const icons = new Set<string>();
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
      for (const name of (names ?? '').split(',')) {
        const icon = name
          .replace(/\btype\b/, '')
          .trim()
          .split(/\s+as\s+/)[0];
        if (icon) icons.add(kebabCase(icon));
      }
    }
  }
  return icons;
}

/** `ChevronDown` → `chevron-down`, `Building2` → `building-2`: lucide's file names. */
function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase();
}
