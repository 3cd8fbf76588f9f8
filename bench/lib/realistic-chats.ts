import { branches, brands, jobOpenings } from '#content/samples/index.js';
import { pick, randomToken } from './realistic-visits.js';

/** Questions a visitor asks the assistant, made from the company's own content, and one off-topic. */
export const chatQuestions = [
  ...branches.map((branch) => `What is the phone number of your ${branch.city} branch?`),
  ...brands.map((brand) => `Do you sell ${brand.name} products?`),
  ...jobOpenings.map((job) => `How do I apply for the ${job.title} job?`),
  'When was the company founded?',
  'Which states do you cover?',
  'Which brands do you have for security?',
  'Where are the HP World stores?',
  'What services does the Lenovo exclusive store offer?',
  'How can I contact you?',
  'What is the capital of France?',
];

/** The share of chat questions sent by visitors who allowed statistics (a session id comes with them). */
const consentedShare = 0.7;

/**
 * One question to POST /api/chat as our chat widget sends it: with a chat session id when the
 * visitor allowed statistics (the exchange is then stored as a row), otherwise without (only the
 * day's count goes up). Each question gets a new session, so the per-session limit of 20 a
 * minute, which the address allow-list does not lift, is never reached.
 */
export function realisticChatBody() {
  const messages = [{ role: 'user', content: pick(chatQuestions) }];
  return Math.random() < consentedShare
    ? { messages, sessionId: `chat_${Date.now()}_${randomToken(9)}` }
    : { messages };
}
