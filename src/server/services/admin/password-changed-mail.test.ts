import { describe, expect, it } from 'vitest';
import { passwordChangedMail } from './password-changed-mail.js';

describe('the password-changed e-mail', () => {
  it('says when, in India time, and from which browser, with what to do if it was not the person', () => {
    const mail = passwordChangedMail('Sample Infotech', {
      person: { name: 'Ravi Sen', email: 'ravi@example.com' },
      // 23:45 UTC is 5:15 am the next day in India.
      at: new Date('2026-11-28T23:45:00Z'),
      device: 'Firefox on Linux',
    });
    expect(mail.to).toBe('ravi@example.com');
    expect(mail.subject).toBe('Your Sample Infotech admin password was changed');
    expect(mail.text).toBe(
      [
        'Hello Ravi Sen,',
        '',
        'Your password for Sample Infotech was changed on 29 November 2026 at 5:15 am (India time) from Firefox on Linux.',
        'If this was not you, ask the owner to reset it.',
      ].join('\n'),
    );
  });
});
