import { X } from 'lucide-react';
import { useState } from 'react';
import { chatBanner } from '../../../content/chat.js';
import { useFlashingBanner } from './use-flashing-banner.js';

const HIDDEN_KEY = 'chatBannerHidden';

function wasHidden(): boolean {
  try {
    return window.sessionStorage.getItem(HIDDEN_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The left-corner banner about partners and invoices. It can be hidden for the rest of the
 * visit, so its flashing never has to be put up with (WCAG 2.2.2).
 */
export function ChatBanner() {
  const [hidden, setHidden] = useState(wasHidden);
  const visible = useFlashingBanner(!hidden);

  function hide() {
    setHidden(true);
    try {
      window.sessionStorage.setItem(HIDDEN_KEY, 'true');
    } catch {
      // Storage blocked: hidden on this page only.
    }
  }

  if (!visible) return null;
  return (
    <aside
      aria-label="Partners and invoices"
      className="fixed bottom-4 left-4 z-30 flex max-w-[calc(100vw-6.5rem)] items-start gap-2 rounded-lg bg-brand-900 py-2 pr-2 pl-3 text-sm text-white shadow-lg sm:max-w-xs"
    >
      <p>{chatBanner.text}</p>
      <button
        type="button"
        onClick={hide}
        aria-label="Hide this message"
        className="shrink-0 rounded p-0.5 text-brand-100 hover:bg-white/10 hover:text-white"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
