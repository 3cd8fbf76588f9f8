import type { Coordinates } from '#content/schemas/opening-hours.js';

/** Google Maps' directions to the position, from wherever the visitor is. */
export function googleMapsDirections({ latitude, longitude }: Coordinates): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** The position marked on OpenStreetMap, for visitors who prefer it. */
export function openStreetMapLink({ latitude, longitude }: Coordinates): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}
