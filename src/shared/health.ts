import { z } from 'zod';

export const healthStatusSchema = z.object({
  status: z.enum(['healthy', 'unhealthy']),
  database: z.enum(['sqlite', 'postgres']),
  version: z.string(),
});
export type HealthStatus = z.infer<typeof healthStatusSchema>;
