/**
 * The public tracking endpoints' limit per client IP: a real visitor sends one record per page,
 * far below it; a script flooding the analytics gets 429.
 */
export const trackingRateLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };
