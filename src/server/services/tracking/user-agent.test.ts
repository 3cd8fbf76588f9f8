import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent.js';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      { browser: 'Chrome', os: 'Windows', deviceType: 'desktop', isBot: false },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome', os: 'Android', deviceType: 'mobile', isBot: false },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', os: 'iOS', deviceType: 'tablet', isBot: false },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36',
      { browser: 'Chrome', os: 'Linux', deviceType: 'bot', isBot: true },
    ],
    [
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      { deviceType: 'bot', isBot: true },
    ],
    ['curl/8.5.0', { isBot: true }],
    ['', { browser: 'Unknown', os: 'Unknown', deviceType: 'bot', isBot: true }],
    ['something nobody knows', { browser: 'Unknown', os: 'Unknown', deviceType: 'bot', isBot: true }],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
      { browser: 'Firefox' },
    ],
  ])('%s', (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toMatchObject(expected);
    // The second answer comes from the cache and must be the same.
    expect(describeUserAgent(userAgent)).toMatchObject(expected);
  });
});
