import { describe, expect, it } from 'vitest';
import { consentRow } from './consent-repository.js';

describe('consentRow', () => {
  it('stores each category of the choice as 0/1 in its own column', () => {
    const row = consentRow({
      consentId: 'consent-0001',
      preferences: { necessary: true, preferences: false, statistics: true, marketing: false },
      version: 2,
      createdAt: '2026-11-25T10:00:00.000Z',
    });
    expect(row).toEqual({
      consent_id: 'consent-0001',
      necessary: 1,
      preferences: 0,
      statistics: 1,
      marketing: 0,
      version: 2,
      created_at: '2026-11-25T10:00:00.000Z',
    });
  });
});
