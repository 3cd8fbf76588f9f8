/**
 * Towns and cities of India with their rough position, to find the office nearest to a place a
 * visitor names ("I am from Gaya"). Geography, not company facts: which places have an office
 * comes from the content; this only says where places are. A content office in a town missing
 * here is still answered for by name, it just cannot be "the nearest" to another town.
 * Coordinates are approximate (to about 10 km), which is all a "nearest office" needs.
 */

import placesByRegion from './indian-places.json' with { type: 'json' };

// The distance is shared with the /retail store finder in the browser.
export { distanceKm, type Position } from '#shared/distance.js';

export type IndianPlace = { name: string; latitude: number; longitude: number; aliases?: readonly string[] };

/** The places by region (West Bengal, Bihar, ..., the rest of India), kept as data beside this file. */
export const indianPlaces: readonly IndianPlace[] = Object.values(placesByRegion).flat();

/** Every way a place may be written, lower case: its name and aliases. */
export function placeNames(place: IndianPlace): string[] {
  return [place.name.toLowerCase(), ...(place.aliases ?? [])];
}
