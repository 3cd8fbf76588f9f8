import { defineEndpoint } from '#shared/endpoint.js';
import { placePositionSchema, placeQuerySchema } from '#shared/places.js';

/** Where a PIN code or town a visitor typed is (the /retail store finder); null when it is not known. */
export const placePositionEndpoint = defineEndpoint('GET /api/places/position', {
  query: placeQuerySchema,
  data: placePositionSchema,
});
