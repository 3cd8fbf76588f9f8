import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentVersion } from '#content/index.js';
import { consentRecordSchema, CONSENT_STORAGE_KEY as SHARED_CONSENT_KEY } from '#shared/consent.js';
import { stubBrowser } from '#web/features/tracking/browser-stubs.test-support.js';
import { CONSENT_STORAGE_KEY, hasStatisticsConsent, readStoredConsent } from '#web/lib/consent-storage.js';
import {
  allCategories,
  createConsentRecord,
  defaultPreferences,
  logConsent,
  storeConsent,
} from './consent-choice.js';

describe('the consent record', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has the shape of spec section 3 "Entities and their fields", with the consent version, under cookieConsent', () => {
    stubBrowser();
    const record = createConsentRecord(allCategories(false), new Date('2026-03-10T10:00:00.000Z'));
    expect(record).toEqual({
      accepted: true,
      preferences: { necessary: true, preferences: false, statistics: false, marketing: false },
      timestamp: '2026-03-10T10:00:00.000Z',
      version: consentVersion,
    });
    expect(consentRecordSchema.parse(record)).toEqual(record);
    expect(CONSENT_STORAGE_KEY).toBe(SHARED_CONSENT_KEY);
  });

  it('is read back as stored, and statistics consent follows the choice', () => {
    const storage = stubBrowser();
    expect(readStoredConsent()).toBeNull();
    storeConsent(createConsentRecord(allCategories(true), new Date()));
    expect(consentRecordSchema.safeParse(JSON.parse(storage.get(SHARED_CONSENT_KEY) ?? '')).success).toBe(
      true,
    );
    expect(hasStatisticsConsent()).toBe(true);
    storeConsent(createConsentRecord({ ...allCategories(true), statistics: false }, new Date()));
    expect(hasStatisticsConsent()).toBe(false);
  });

  it.each([
    ['an older consent version', { version: consentVersion - 1 }],
    ['necessary switched off', { preferences: { ...allCategories(true), necessary: false } }],
    ['a missing category', { preferences: { necessary: true, statistics: true } }],
    ['no timestamp', { timestamp: undefined }],
    ['a timestamp that is no time', { timestamp: 'soon' }],
    ['accepted as text', { accepted: 'yes' }],
  ])('is not read when it has %s (the visitor is asked again)', (_case, change) => {
    const storage = stubBrowser();
    const record = { ...createConsentRecord(allCategories(true), new Date()), ...change };
    expect(consentRecordSchema.safeParse(record).success).toBe(false);
    storage.set(CONSENT_STORAGE_KEY, JSON.stringify(record));
    expect(readStoredConsent()).toBeNull();
    expect(hasStatisticsConsent()).toBe(false);
  });

  it('is not read when the stored text is not JSON', () => {
    stubBrowser().set(CONSENT_STORAGE_KEY, '{broken');
    expect(readStoredConsent()).toBeNull();
  });
});

describe('the banner toggles before a choice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are all off but necessary, so a visitor allows an optional category only by ticking it', () => {
    stubBrowser();
    expect(defaultPreferences()).toEqual({
      necessary: true,
      preferences: false,
      statistics: false,
      marketing: false,
    });
  });

  it('have statistics and marketing off for a browser sending Global Privacy Control', () => {
    stubBrowser({ globalPrivacyControl: true });
    expect(defaultPreferences()).toMatchObject({ statistics: false, marketing: false });
  });
});

describe('logConsent', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('logs the categories and version only, and keeps the returned id in the stored record', async () => {
    stubBrowser();
    const record = createConsentRecord(allCategories(true), new Date());
    storeConsent(record);
    const fetchStub = vi.fn(async () =>
      Response.json(
        { success: true, data: { consentId: 'c0ffee00-1234', loggedAt: record.timestamp } },
        { status: 201 },
      ),
    );
    vi.stubGlobal('fetch', fetchStub);
    await logConsent(record);
    expect(fetchStub).toHaveBeenCalledWith(
      '/api/consent',
      expect.objectContaining({
        body: JSON.stringify({ preferences: record.preferences, version: consentVersion }),
      }),
    );
    expect(readStoredConsent()).toEqual({ ...record, consentId: 'c0ffee00-1234' });
  });

  it('leaves the record without an id when the server cannot be reached, to log it on the next load', async () => {
    stubBrowser();
    const record = createConsentRecord(allCategories(false), new Date());
    storeConsent(record);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await logConsent(record);
    expect(readStoredConsent()).toEqual(record);
  });
});
