import { describe, expect, it } from 'vitest';
import { defineEndpoint } from '#shared/endpoint.js';
import { pathUnder } from './endpoint-route.js';

const mediaLibrary = defineEndpoint('GET /api/media');
const focalPoint = defineEndpoint('PUT /api/media/:id/focal-point');

describe('pathUnder', () => {
  it('is what is left of the path under the prefix', () => {
    expect(pathUnder(focalPoint, '/api/media')).toBe('/:id/focal-point');
  });

  it("is the plugin's root for the prefix itself", () => {
    expect(pathUnder(mediaLibrary, '/api/media')).toBe('/');
  });

  it('refuses a path outside the prefix, including one that only begins with its letters', () => {
    expect(() => pathUnder(mediaLibrary, '/api/content')).toThrow(
      'Endpoint /api/media is not under /api/content',
    );
    expect(() => pathUnder(defineEndpoint('GET /api/mediafiles'), '/api/media')).toThrow();
  });
});
