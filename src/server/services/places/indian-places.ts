/**
 * Towns and cities of India with their rough position, to find the office nearest to a place a
 * visitor names ("I am from Gaya"). Geography, not company facts: which places have an office
 * comes from the content; this only says where places are. A content office in a town missing
 * here is still answered for by name, it just cannot be "the nearest" to another town.
 * Coordinates are approximate (to about 10 km), which is all a "nearest office" needs.
 */
import placesByRegion from './indian-places.json' with { type: 'json' };

/** A position on the map, in degrees. */
export type Position = { latitude: number; longitude: number };

export type IndianPlace = { name: string; latitude: number; longitude: number; aliases?: readonly string[] };

/** The places by region (West Bengal, Bihar, ..., the rest of India), kept as data beside this file. */
export const indianPlaces: readonly IndianPlace[] = Object.values(placesByRegion).flat();

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance: roads differ, but the order of offices by it rarely does. */
export function distanceKm(a: Position, b: Position): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const latitudeDelta = radians(b.latitude - a.latitude);
  const longitudeDelta = radians(b.longitude - a.longitude);
  const h =
    Math.sin(latitudeDelta / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(longitudeDelta / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Every way a place may be written, lower case: its name and aliases. */
export function placeNames(place: IndianPlace): string[] {
  return [place.name.toLowerCase(), ...(place.aliases ?? [])];
}
