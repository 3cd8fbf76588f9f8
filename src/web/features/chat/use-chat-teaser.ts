import { useEffect, useState } from 'react';
import { chatTeaser } from '#content/chat.js';

/**
 * Whether the teaser bubble shows: 10 s after the widget appears, for 5 s (spec section 9 "Business
 * constants and limits"), and only while the visitor has not opened the chat.
 */
export function useChatTeaser(chatOpened: boolean): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (chatOpened) {
      setVisible(false);
      return;
    }
    const show = window.setTimeout(() => setVisible(true), chatTeaser.delayMs);
    const hide = window.setTimeout(() => setVisible(false), chatTeaser.delayMs + chatTeaser.durationMs);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(hide);
    };
  }, [chatOpened]);
  return visible;
}
