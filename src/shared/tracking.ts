import { z } from 'zod';
import { chatRecordSchema, visitorRecordSchema } from './analytics.js';

/**
 * The tracking API contract (spec sections 3 "Entities and their fields" and 7 "The calls it
 * makes"). A seed client's bodies are accepted as they were; our browser adds the page-view fields,
 * a client event id and the time the record was made. The browser must import only types from here:
 * the schemas would bring zod into every page.
 *
 * POST /api/tracking/visitor  body VisitorTrackingRequest → 200 { success, data: TrackingReceipt }
 *   - `type` absent or 'visit': one visit (a page load); with `path`, its landing page is also
 *     stored as the visit's first page view. `type: 'page_view'`: one client-side navigation.
 *   - The server decides the location from the request's IP; a `location` sent by a seed client
 *     is accepted and ignored.
 *   - `eventId` makes retries safe: a record whose id is already stored is not stored again, and
 *     the answer says `stored: false`.
 *   - `timestamp` (when the browser made the record, e.g. before it waited in the offline queue)
 *     is used when it lies within the last 7 days; otherwise the server's time is.
 * POST /api/tracking/chat  body ChatTrackingRequest → 201 { success, data: TrackingReceipt }
 * GET /api/tracking/visitor-count (admin) → { success, data: VisitorCount }
 * GET /api/tracking/recent-activity?limit=10 (admin, 1 to 100) → { success, data: RecentActivity }
 * Bots and headless browsers are stored flagged and left out of both admin answers.
 */

/**
 * Text stored as sent: NUL is refused because PostgreSQL cannot store it in a text column, and a
 * lone UTF-16 surrogate (valid in JSON, not in Unicode) because either database would silently
 * store something else.
 */
const storedText = (max: number) =>
  z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), 'Must not contain NUL characters')
    .refine((value) => !/\p{Cs}/u.test(value), 'Must be valid Unicode text');

export const SESSION_ID_MAX_LENGTH = 64;

/** `visitor_{timestamp}_{random}`, or the seed's other form `session_{timestamp}_{random}`. */
export const visitorSessionIdSchema = z
  .string()
  .max(SESSION_ID_MAX_LENGTH)
  .regex(/^(?:visitor|session)_\d{1,16}_[A-Za-z0-9]{1,32}$/, 'Invalid session id');

/** `chat_{timestamp}_{random}` */
export const chatSessionIdSchema = z
  .string()
  .max(SESSION_ID_MAX_LENGTH)
  .regex(/^chat_\d{1,16}_[A-Za-z0-9]{1,32}$/, 'Invalid chat session id');

/** The browser's id for one record, so the server can tell a retry from a new record. */
export const trackingEventIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid event id');

/** A site path as the browser shows it (no origin); the query string is not sent. */
export const pagePathSchema = storedText(2048).regex(/^\//, 'Must be a path starting with /');

/** The location a seed client looked up itself; accepted for compatibility, never stored. */
const clientLocationSchema = z
  .object({
    country: z.string().max(200).nullish(),
    city: z.string().max(200).nullish(),
    region: z.string().max(200).nullish(),
  })
  .nullish();

export const visitorTrackingRequestSchema = z
  .object({
    sessionId: visitorSessionIdSchema,
    userAgent: storedText(512),
    /** The referring page, or 'Direct' (also when absent or empty). */
    referrer: storedText(2048).optional(),
    location: clientLocationSchema,
    type: z.enum(['visit', 'page_view']).optional(),
    eventId: trackingEventIdSchema.optional(),
    path: pagePathSchema.optional(),
    title: storedText(300).optional(),
    timestamp: z.iso.datetime().optional(),
  })
  .refine((record) => record.type !== 'page_view' || record.path !== undefined, {
    message: 'A page view needs its path',
    path: ['path'],
  });
export type VisitorTrackingRequest = z.infer<typeof visitorTrackingRequestSchema>;

export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_RESPONSE_MAX_LENGTH = 8000;

/** The seed's Chat tracking record; `userLocation` is accepted and ignored like `location` above. */
export const chatTrackingRequestSchema = z.object({
  sessionId: chatSessionIdSchema,
  userMessage: storedText(CHAT_MESSAGE_MAX_LENGTH).min(1, 'Message is required'),
  botResponse: storedText(CHAT_RESPONSE_MAX_LENGTH),
  userLocation: clientLocationSchema,
});
export type ChatTrackingRequest = z.infer<typeof chatTrackingRequestSchema>;

/** `stored: false` when the record was a retry of one already stored. */
export const trackingReceiptSchema = z.object({ stored: z.boolean() });
export type TrackingReceipt = z.infer<typeof trackingReceiptSchema>;

export const recentActivityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

/** Visits by people (bots excluded): every page load, and the distinct sessions among them. */
export const visitorCountSchema = z.object({ count: z.number(), uniqueSessions: z.number() });
export type VisitorCount = z.infer<typeof visitorCountSchema>;

/** One visit as the admin screen shows it (the seed's snake_case names, plus what we parse). */
export const visitorAdminViewSchema = visitorRecordSchema.omit({ id: true }).extend({
  region: z.string(),
  /** Anonymised (IPv4 /24, IPv6 /48) unless STORE_FULL_IP is set. */
  ip_address: z.string(),
});
export type VisitorAdminView = z.infer<typeof visitorAdminViewSchema>;

export const pageViewAdminViewSchema = z.object({
  session_id: z.string(),
  path: z.string(),
  title: z.string(),
  viewed_at: z.string(),
});
export type PageViewAdminView = z.infer<typeof pageViewAdminViewSchema>;

export const chatAdminViewSchema = chatRecordSchema.omit({ id: true });
export type ChatAdminView = z.infer<typeof chatAdminViewSchema>;

/** The newest `limit` of each, newest first. */
export const recentActivitySchema = z.object({
  visitors: z.array(visitorAdminViewSchema),
  pageViews: z.array(pageViewAdminViewSchema),
  chats: z.array(chatAdminViewSchema),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;
