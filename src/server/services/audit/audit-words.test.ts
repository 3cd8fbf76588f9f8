import { describe, expect, it } from 'vitest';
import type { AuditAction, AuditEntry } from '#shared/audit.js';
import { auditEntryInWords } from './audit-words.js';

const mediaId = 'ab'.repeat(32);

function row(action: AuditAction, target: string, summary: string): AuditEntry {
  return {
    id: 1,
    at: '2026-11-28T10:00:00.000Z',
    accountId: 1,
    accountName: 'Esme',
    role: 'editor',
    address: '',
    action,
    target,
    summary,
  };
}

const inWords = (entry: AuditEntry, mediaNames = new Map<string, string>()) => {
  const { target, summary } = auditEntryInWords(entry, mediaNames);
  return { target, summary };
};

describe('audit rows in words', () => {
  it('names a published collection by its title, with its revision', () => {
    expect(inWords(row('content-publish', 'heroSlides', 'revision 2'))).toEqual({
      target: '“Home page hero slides”',
      summary: 'Published “Home page hero slides” (revision 2)',
    });
  });

  it('names collections published together and a restore', () => {
    expect(
      inWords(row('content-publish', 'branches, services', 'branches revision 3, services revision 4')),
    ).toEqual({
      target: '“Branches and offices” and “Services”',
      summary: 'Published “Branches and offices” (revision 3) and “Services” (revision 4) together',
    });
    expect(
      inWords(row('content-restore', 'awards', 'revision 2 published again as revision 5')).summary,
    ).toBe('Brought back revision 2 of “Awards” (now revision 5)');
  });

  it('names a file by the name it was uploaded under, not its hash', () => {
    expect(
      inWords(
        row('media-update', `media ${mediaId}`, 'description'),
        new Map([[mediaId, 'patna-office.jpg']]),
      ),
    ).toEqual({
      target: 'patna-office.jpg',
      summary: 'description',
    });
    expect(
      inWords(row('media-removal', `media ${mediaId}`, 'old-logo.png'), new Map([[mediaId, 'old-logo.png']])),
    ).toEqual({ target: 'old-logo.png', summary: '' });
    expect(inWords(row('media-removal', `media ${mediaId}`, '')).target).toBe('a file since removed');
  });

  it('says which second factor was given in words', () => {
    expect(inWords(row('sign-in', 'a@example.com', 'with totp')).summary).toBe('with an authenticator app');
    expect(inWords(row('sign-in', 'a@example.com', 'with recovery-code')).summary).toBe(
      'with a recovery code',
    );
    expect(inWords(row('second-factor-used', 'a@example.com', 'totp')).summary).toBe(
      'with an authenticator app',
    );
  });

  it("says an export's filter in words, not as JSON", () => {
    expect(inWords(row('csv-export', 'audit log', '{"action":"sign-in","from":"2026-11-01"}')).summary).toBe(
      '“Signed in” rows, from 2026-11-01',
    );
    expect(
      inWords(row('csv-export', 'visitors.csv', '{"timeframe":"7d","dataset":"visitors"}')).summary,
    ).toBe('period 7d, visitors data');
    expect(inWords(row('csv-export', 'audit log', '{}')).summary).toBe('all rows');
  });

  it('leaves rows already in words as they are', () => {
    const written = row('invitation', 'a@example.com', 'HR, link e-mailed');
    expect(inWords(written)).toEqual({ target: 'a@example.com', summary: 'HR, link e-mailed' });
  });
});
