import { z } from 'zod';
import { apiSuccessSchema } from './api-envelope.js';

export const healthStatusSchema = z.object({
  status: z.enum(['healthy', 'unhealthy']),
  database: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});
export type HealthStatus = z.infer<typeof healthStatusSchema>;

/** `GET /health`: 200 when the database answers; 503, still with the status, when it does not. */
export const healthResponseSchemas = {
  200: apiSuccessSchema(healthStatusSchema),
  503: z.object({ success: z.literal(false), message: z.string(), data: healthStatusSchema }),
};
