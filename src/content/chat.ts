// The chat widget's wording and timings (spec sections 2 "Chat widget", 8 "The error catalogue" and
// 9 "Business constants and limits").

import type { ChatErrorClass } from '#shared/chat.js';

export const chatGreeting = 'Hi! How can I help you today?';

/** The bubble beside the closed chat button: appears 10 s after load, stays 5 s. */
export const chatTeaser = {
  text: 'May I help you?',
  delayMs: 10_000,
  durationMs: 5_000,
} as const;

/**
 * The left-corner banner: shown for 2 s, once per visit and never beside the teaser (spec section 9
 * "Business constants and limits" has it flash 2 s every 10 s; on a phone it then stacked over card text with the teaser, issue 31).
 * Spec section 2 "Chat widget" says only that it is "about partners and invoices"; its figure is the
 * company's brand-partner count ('15+').
 */
export const chatBanner = {
  text: (brandPartners: string) =>
    `Authorized partner of ${brandPartners} brands. Genuine products, billed with proper invoices.`,
  durationMs: 2_000,
} as const;

/** Spec section 8 "The error catalogue", with the provider's name left out as the spec does. */
export const chatErrorMessages = {
  invalid_api_key: 'Invalid API key. Please check your API key configuration.',
  missing_api_key: 'API key not found. Please add your API key to the environment configuration.',
  insufficient_quota: 'API quota exceeded. Please check your account billing or try again later.',
  rate_limit_exceeded: 'Too many requests. Please wait a moment and try again.',
  network_error: 'Network connection error. Please check your internet connection and try again.',
  model_error: 'There was an issue with the AI model. Please try again.',
  content_policy_violation: 'Your message violates content policy. Please rephrase your question.',
  unknown_error: 'An unexpected error occurred. Please try again.',
} as const satisfies Record<ChatErrorClass, string>;

/** Shown when the model returns an empty answer. */
export const emptyChatAnswer = 'Sorry, I could not get a response.';

export const chatFallbackLeadIn =
  "I'm having some technical difficulties right now, but here is some basic information about us.";
