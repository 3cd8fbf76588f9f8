/** The chat assistant feature's public face for the rest of the app. */
export { ChatAssistant } from './chat-assistant.island.js';
export { chatPhrasebook } from './chat-text.js';
