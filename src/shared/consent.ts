import { z } from 'zod';

/** The browser storage key of the consent record (spec section 3 "Entities and their fields"). */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

export const consentPreferencesSchema = z.object({
  necessary: z.literal(true),
  preferences: z.boolean(),
  statistics: z.boolean(),
  marketing: z.boolean(),
});
export type ConsentPreferences = z.infer<typeof consentPreferencesSchema>;

/**
 * The Cookie consent record of spec section 3 "Entities and their fields", as stored under
 * `cookieConsent`, plus the consent version it was given under (a raised version asks again) and
 * the id the server logged it with.
 */
export const consentRecordSchema = z.object({
  accepted: z.boolean(),
  preferences: consentPreferencesSchema,
  timestamp: z.iso.datetime(),
  version: z.number().int().min(1),
  consentId: z.string().min(8).max(64).optional(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** `POST /api/consent` body: a choice to log. Nothing that identifies the visitor is logged with it. */
export const consentLogRequestSchema = z.object({
  preferences: consentPreferencesSchema,
  version: z.number().int().min(1).max(10_000),
});
export type ConsentLogRequest = z.infer<typeof consentLogRequestSchema>;

/** `POST /api/consent` → `data`: the random id the choice was logged under, and when. */
export const consentLogReceiptSchema = z.object({ consentId: z.string(), loggedAt: z.string() });
export type ConsentLogReceipt = z.infer<typeof consentLogReceiptSchema>;
