import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '#server/routes/endpoint-route.js';
import { rateLimitInRequestLanguage } from '#server/routes/refusal-language.js';
import { findPlace } from '#server/services/places/find-place.js';
import { success } from '#shared/api-envelope.js';
import { placePositionEndpoint } from '#shared/endpoints/places.js';
import type { PlacePosition } from '#shared/places.js';

/**
 * `/api/places/position`: where a PIN code or town a visitor typed is, so the /retail store finder
 * can sort the stores by distance. The gazetteer stays on the server (the enquiry routing reads it).
 */
export async function placesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...endpointRoute(app, placePositionEndpoint),
    // A visitor types a place or two; one who types too many is told so in their language.
    config: { rateLimit: rateLimitInRequestLanguage(app, { max: 60, timeWindow: '1 minute' }) },
    handler: async (request) => {
      const place = findPlace(request.query.q);
      const position: PlacePosition =
        place.kind === 'pin'
          ? { name: `PIN ${place.pin} (${place.district})`, ...coordinates(place.position) }
          : place.kind === 'town'
            ? { name: place.name, ...coordinates(place.position) }
            : null;
      return success(position);
    },
  });
}

function coordinates(position: { latitude: number; longitude: number }) {
  return { latitude: position.latitude, longitude: position.longitude };
}
