import Bowser from 'bowser';
import { isbot } from 'isbot';

type UserAgentDetails = {
  browser: string;
  os: string;
  /** desktop, mobile, tablet, tv, bot or Unknown. */
  deviceType: string;
  isBot: boolean;
};

const UNKNOWN = 'Unknown';
/** Visitors share a few hundred user agents, so parsing each one once saves most of the work. */
const CACHE_LIMIT = 2000;
const cache = new Map<string, UserAgentDetails>();

/**
 * Browser, OS and device type from a user agent (bowser), and whether it is a bot (isbot's list,
 * which knows HeadlessChrome; the explicit check keeps headless browsers out should it change).
 * An empty user agent is no browser a person uses: a bot.
 */
export function describeUserAgent(userAgent: string): UserAgentDetails {
  const cached = cache.get(userAgent);
  if (cached) return cached;
  const details = parseUserAgent(userAgent);
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(userAgent, details);
  return details;
}

function parseUserAgent(userAgent: string): UserAgentDetails {
  if (userAgent.trim() === '') return { browser: UNKNOWN, os: UNKNOWN, deviceType: 'bot', isBot: true };
  const parsed = Bowser.parse(userAgent);
  const isBot =
    isbot(userAgent) || /HeadlessChrome|PhantomJS/i.test(userAgent) || parsed.platform.type === 'bot';
  return {
    browser: parsed.browser.name || UNKNOWN,
    os: parsed.os.name || UNKNOWN,
    deviceType: isBot ? 'bot' : parsed.platform.type || UNKNOWN,
    isBot,
  };
}
