import { z } from 'zod';
import { apiSuccessSchema } from './api-envelope.js';

/**
 * No version number: it would tell anyone which known flaws to try. The admin finds it in the
 * OpenAPI document (`GET /api/docs/openapi.json`).
 */
export const healthStatusSchema = z.object({
  status: z.enum(['healthy', 'unhealthy']),
  database: z.enum(['sqlite', 'postgres']),
});
export type HealthStatus = z.infer<typeof healthStatusSchema>;

/** `GET /health`: 200 when the database answers; 503, still with the status, when it does not. */
export const healthResponseSchemas = {
  200: apiSuccessSchema(healthStatusSchema),
  503: z.object({ success: z.literal(false), message: z.string(), data: healthStatusSchema }),
};
