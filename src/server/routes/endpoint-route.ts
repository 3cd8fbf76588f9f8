import type { Endpoint } from '#shared/endpoint.js';

/**
 * An endpoint's path as a route plugin registered under `prefix` declares it: the shared
 * definition holds the full path, so the server does not restate it. A definition outside the
 * plugin's prefix is a programming error, found when the server starts.
 */
export function pathUnder(endpoint: Endpoint, prefix: string): string {
  if (!endpoint.path.startsWith(`${prefix}/`)) {
    throw new Error(`Endpoint ${endpoint.path} is not under ${prefix}`);
  }
  return endpoint.path.slice(prefix.length);
}
