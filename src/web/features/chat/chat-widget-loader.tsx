import { type ComponentType, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ChatErrorBoundary } from './chat-error-boundary.js';
import { whenPageIsIdle } from './when-page-is-idle.js';

/** The pages that show the chat assistant (spec section 2); /retail-partners is the distribution page. */
const chatPagePaths = ['/products', '/retail', '/distribution', '/retail-partners', '/activities'];

function showsChat(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return chatPagePaths.includes(path);
}

/**
 * Shows the chat widget on the pages that have it. Its code (and react-markdown with it) is
 * fetched only once the page has loaded and the browser is idle, so it costs the first paint
 * nothing; pre-rendered HTML never contains it. A widget that fails to load or crashes renders
 * nothing rather than taking the page down.
 */
export function ChatWidgetLoader() {
  const { pathname } = useLocation();
  const shown = showsChat(pathname);
  const [ChatWidget, setChatWidget] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!shown || ChatWidget) return;
    return whenPageIsIdle(() => {
      import('./chat-widget.js').then(
        (module) => setChatWidget(() => module.ChatWidget),
        // Offline or a stale deployment: the page works without the chat.
        () => undefined,
      );
    });
  }, [shown, ChatWidget]);

  if (!shown || !ChatWidget) return null;
  return (
    <ChatErrorBoundary>
      <ChatWidget />
    </ChatErrorBoundary>
  );
}
