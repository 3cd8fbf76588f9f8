import { z } from 'zod';

/** What staff are told of as it arrives: a new enquiry or a new job application. */
export const newWorkKinds = ['enquiry', 'application'] as const;
export type NewWorkKind = (typeof newWorkKinds)[number];

/**
 * `GET /api/admin/events`, a Server-Sent Events stream for the signed-in person: `ready` once it is
 * listening, then `new-work` for each new enquiry or application their lists would show them. It
 * carries no personal data: the admin reloads the list it concerns.
 */
export const adminEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('ready'), data: z.object({}) }),
  z.object({ event: z.literal('new-work'), data: z.object({ kind: z.enum(newWorkKinds) }) }),
]);
export type AdminEvent = z.infer<typeof adminEventSchema>;

/** Streams one person may hold open at once (tabs and windows), per instance. */
export const adminEventStreamsPerAccount = 5;
