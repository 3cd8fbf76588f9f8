/**
 * Loads the chat widget's code only on the pages that show it. (Lands with the chat issue.)
 */
export function ChatWidgetLoader() {
  return null;
}
