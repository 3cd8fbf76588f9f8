import { chatTeaser } from '#content/chat.js';
import type { Say } from '#web/app/phrasebook.js';
import { useClearOfPage } from '#web/features/floating/index.js';

/**
 * The 'May I help you?' bubble beside the closed chat button; choosing it opens the chat. When it
 * is due it shows while it covers nothing of the page (see `useClearOfPage`).
 */
export function ChatTeaser({ due, onOpen, say }: { due: boolean; onOpen: () => void; say: Say }) {
  const [ref, visible] = useClearOfPage<HTMLButtonElement>(due);
  return (
    // Announced politely when it appears, as it would catch a sighted visitor's eye.
    <div aria-live="polite">
      {due && (
        <button
          ref={ref}
          type="button"
          onClick={onOpen}
          className={`rounded-2xl rounded-br-sm bg-white px-4 py-2 text-sm font-medium whitespace-nowrap text-slate-900 shadow-lg ring-1 ring-slate-200 hover:bg-brand-50 ${visible ? '' : 'invisible'}`}
        >
          {say(chatTeaser.text)}
        </button>
      )}
    </div>
  );
}
