import { ChatErrorBoundary } from './chat-error-boundary.js';
import { ChatWidget } from './chat-widget.js';

/**
 * The chat assistant on the pages that have it (spec section 2 "Shared chrome"). Rendered in the
 * browser only, once the page is idle (it reads the conversation from session storage), so it costs
 * the first paint nothing; a crash inside it removes the widget, not the page.
 */
export function ChatAssistant({ brandPartners }: { brandPartners: string }) {
  return (
    <ChatErrorBoundary>
      <ChatWidget brandPartners={brandPartners} />
    </ChatErrorBoundary>
  );
}
