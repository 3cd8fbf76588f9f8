import { describe, expect, it } from 'vitest';
import {
  chatsPerVisitor,
  formatDay,
  formatFileSize,
  formatPhone,
  formatSalary,
  locationLabel,
  referrerLabel,
  shortSessionId,
} from './format.js';

describe('admin formatting', () => {
  it('shows file sizes in Bytes, KB or MB', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(251_213)).toBe('245.33 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(5 * 1024 * 1024 * 1024)).toBe('5120 MB');
  });

  it('says what an engagement rate means in chats per visitor', () => {
    expect(chatsPerVisitor(600)).toBe('6 chats per visitor');
    expect(chatsPerVisitor(100)).toBe('1 chat per visitor');
    expect(chatsPerVisitor(66.7)).toBe('0.67 chats per visitor');
    expect(chatsPerVisitor(0)).toBe('0 chats per visitor');
  });

  it('cuts session ids to 20 characters with an ellipsis', () => {
    expect(shortSessionId('visitor_1710495000000_abc123xyz')).toBe('visitor_171049500000...');
    expect(shortSessionId('visitor_short')).toBe('visitor_short');
  });

  it("shows an empty or 'direct' referrer as Direct", () => {
    expect(referrerLabel('')).toBe('Direct');
    expect(referrerLabel('direct')).toBe('Direct');
    expect(referrerLabel('https://google.com/')).toBe('https://google.com/');
  });

  it('joins the known parts of a location', () => {
    expect(locationLabel('Kolkata', 'India')).toBe('Kolkata, India');
    expect(locationLabel('Unknown', 'India')).toBe('India');
    expect(locationLabel('Unknown', 'Unknown')).toBe('Unknown');
  });

  it('prefixes phones with +91 and salaries with the rupee sign', () => {
    expect(formatPhone('9876543210')).toBe('+91 9876543210');
    expect(formatPhone('+91 9876543210')).toBe('+91 9876543210');
    expect(formatSalary('350000')).toBe('₹3,50,000');
    expect(formatSalary('3.5 LPA')).toBe('₹ 3.5 LPA');
    expect(formatSalary('₹4 LPA')).toBe('₹4 LPA');
  });

  it('labels chart days', () => {
    expect(formatDay('2025-03-09')).toBe('9 Mar');
  });
});
