import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Geolocator, openGeolocator } from '#server/services/geolocation.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Offline city lookup of an IP address (the shipped DB-IP City Lite database, or GEOIP_DB). */
    geolocator: Geolocator;
  }
}

/**
 * The databases are read into memory (about 130 MB) once per file and process: an app built twice
 * in one process (the tests build many) shares them instead of reading them again.
 */
const openedGeolocators = new Map<string, Promise<Geolocator>>();

function sharedGeolocator(file: string | undefined): Promise<Geolocator> {
  const key = file ?? '';
  let opening = openedGeolocators.get(key);
  if (!opening) {
    opening = openGeolocator(file);
    openedGeolocators.set(key, opening);
    opening.catch(() => openedGeolocators.delete(key));
  }
  return opening;
}

/** Opens the geolocation database at start-up (a missing or broken GEOIP_DB stops the start). */
export const geolocation = fp(
  async (app: FastifyInstance) => {
    app.decorate('geolocator', await sharedGeolocator(app.config.geoipDatabase));
  },
  { name: 'geolocation' },
);
