import { z } from 'zod';

/** `GET /api/places/position?q=`: a PIN code or a town, as a visitor types it into the store finder. */
export const placeQuerySchema = z.object({ q: z.string().trim().min(1).max(80) });

/** Where the typed place is (roughly, to about 10 km), or null when the shipped gazetteer does not know it. */
export const placePositionSchema = z
  .object({ name: z.string(), latitude: z.number(), longitude: z.number() })
  .nullable();
export type PlacePosition = z.infer<typeof placePositionSchema>;
