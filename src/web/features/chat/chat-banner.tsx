import { X } from 'lucide-react';
import { useState } from 'react';
import { chatBanner } from '#content/chat.js';
import { useClearOfControls } from '#web/features/floating/index.js';
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
 * visit, so its flashing never has to be put up with (WCAG 2.2.2). A flash is skipped while a
 * control of the page is under it.
 */
export function ChatBanner({ brandPartners }: { brandPartners: string }) {
  const [hidden, setHidden] = useState(wasHidden);
  const flashing = useFlashingBanner(!hidden);
  const [ref, visible] = useClearOfControls<HTMLElement>(flashing);

  function hide() {
    setHidden(true);
    try {
      window.sessionStorage.setItem(HIDDEN_KEY, 'true');
    } catch {
      // Storage blocked: hidden on this page only.
    }
  }

  if (!flashing) return null;
  return (
    // At least 12rem wide: where that does not fit beside the chat button, it goes above it.
    <aside
      ref={ref}
      aria-label="Partners and invoices"
      className={`mr-auto flex min-w-48 max-w-xs flex-1 items-start gap-2 rounded-lg bg-brand-900 py-2 pr-2 pl-3 text-sm text-white shadow-lg ${visible ? '' : 'invisible'}`}
    >
      <p>{chatBanner.text(brandPartners)}</p>
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
