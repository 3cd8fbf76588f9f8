/** The chat assistant feature's public face for the rest of the app. */
export { ChatWidgetLoader } from './chat-widget-loader.js';
