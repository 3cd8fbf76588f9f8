import { chatBanner, chatErrorMessages, chatGreeting, chatTeaser } from '#content/chat.js';
import type { Translate } from '#web/app/interface-text.js';
import { type Phrasebook, phrasebookOf } from '#web/app/phrasebook.js';
import { chatPanelTexts } from './chat-panel-text.js';

/**
 * The closed widget's own wording, in English: the catalogues' keys (the teaser, the greeting and
 * the banner are the content's, the open panel's in chat-panel-text.ts, so that the button's
 * bundle carries only its own). The replies are not among them: the assistant words those.
 */
export const chatWidgetTexts = {
  open: 'Chat with us',
  bannerLabel: 'Partners and invoices',
  hideBanner: 'Hide this message',
} as const;

/** The banner's text with its figure as a value the server fills in ('15+'). */
export const chatBannerTemplate = chatBanner.text('{brandPartners}');

/**
 * The error messages the widget shows in place of a reply: its own (the connection broke, an
 * unknown failure) and the server's refusals (too many messages, a failure on the way). The
 * provider's other errors are only recorded; the visitor gets the fallback reply instead.
 */
const chatShownErrors = [
  chatErrorMessages.network_error,
  chatErrorMessages.rate_limit_exceeded,
  chatErrorMessages.unknown_error,
] as const;

/** Every text the chat widget shows or says to a screen reader, but the replies. */
export function chatSources(): string[] {
  return [
    ...Object.values(chatWidgetTexts),
    ...Object.values(chatPanelTexts),
    chatTeaser.text,
    chatGreeting,
    chatBannerTemplate,
    ...chatShownErrors,
  ];
}

/**
 * The widget's texts in the page's language, for the layout to give the chat island;
 * `brandPartners` is the banner's figure.
 */
export function chatPhrasebook(text: Translate, brandPartners: string): Phrasebook | undefined {
  return phrasebookOf(text, chatSources(), { brandPartners });
}
